import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Resource } from '@sorteo/shared';
import type { GameCategory } from '@sorteo/shared/contract/constants';
import {
  BallIcon,
  CardsIcon,
  ControllerIcon,
  DiceIcon,
  FishIcon,
  HouseStarIcon,
  RoosterIcon,
  SlotIcon,
  TicketIcon,
  TrophyIcon,
} from '../../components/ui/icons';

export const categoryIcons: Record<GameCategory, ReactNode> = {
  LOTT: <TicketIcon />,
  ELOTT: <DiceIcon />,
  LIVE: <CardsIcon />,
  SPORTS: <BallIcon />,
  FISH: <FishIcon />,
  RNG: <SlotIcon />,
  PVP: <ControllerIcon />,
  ESPORTS: <TrophyIcon />,
  INHOUSE: <HouseStarIcon />,
  COCKFIGHT: <RoosterIcon />,
};

export const socialTypes = ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM'] as const;
export type SocialType = (typeof socialTypes)[number];

export function MenuLink({
  to,
  icon,
  label,
  current,
  testId,
  collapsed,
}: {
  to: string;
  icon?: ReactNode;
  label: string;
  current: boolean;
  testId: string;
  collapsed: boolean;
}) {
  return (
    <Link
      to={to}
      className="menu-item"
      aria-current={current ? 'page' : undefined}
      title={collapsed ? label : undefined}
      data-testid={testId}
    >
      {icon ? <span className="menu-item__icon">{icon}</span> : null}
      <span className="menu-item__label">{label}</span>
    </Link>
  );
}

export function SubButton({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <li>
      <button type="button" className="menu-sub" onClick={onClick} data-testid={testId}>
        {label}
      </button>
    </li>
  );
}

export function socialLinks(resources: readonly Resource[]) {
  return socialTypes.flatMap((type) => {
    const r = resources.find((res) => res.resourceType === type && /^https?:\/\//i.test(res.url));
    return r ? [r] : [];
  });
}
