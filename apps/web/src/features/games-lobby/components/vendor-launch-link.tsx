import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameCategory } from '@sorteo/shared/contract/constants';
import { lobbyPath } from '../../../lib/paths';
import {
  opensGameList,
  useVendorGamesPopup,
  type VendorCard,
} from '../hooks/use-vendor-games-popup';

export interface VendorLaunchLinkProps {
  category: GameCategory;
  vendor: VendorCard;
  className?: string;
  /** Marks the link as the page shown (the vendor's hall is open). */
  current?: boolean;
  /** Runs as the pop-up list opens (the off-canvas menu closes). */
  onOpenList?: () => void;
  testId?: string;
  children: ReactNode;
}

/** A click that asks for the link's page in another tab or window, left to the browser. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A vendor card (SPEC §3 launch object): a link to the vendor's hall in the category's
 * lobby, or, when the card says `isGame` `VASSALAGE`, the opener of a pop-up list of the
 * vendor's games there. The link keeps the hall's address either way, so it can still be
 * opened in a new tab.
 */
export function VendorLaunchLink({
  category,
  vendor,
  className,
  current,
  onOpenList,
  testId,
  children,
}: VendorLaunchLinkProps) {
  const list = opensGameList(vendor);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!list || opensElsewhere(event)) return;
    event.preventDefault();
    onOpenList?.();
    // Read at the click: no store subscription for each of the many cards on the page.
    useVendorGamesPopup
      .getState()
      .open({ category, vassalage: vendor.vassalage, name: vendor.name });
  };
  return (
    <Link
      to={lobbyPath(category, vendor.vassalage)}
      className={className}
      aria-current={current ? 'page' : undefined}
      aria-haspopup={list ? 'dialog' : undefined}
      onClick={handleClick}
      data-testid={testId}
      data-opens={list ? 'game-list' : 'hall'}
    >
      {children}
    </Link>
  );
}
