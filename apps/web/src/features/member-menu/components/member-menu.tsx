import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubLabel } from '@sorteo/shared';
import { ChevronDownIcon } from '../../../components/ui/icons';
import './member-menu.css';

// The open list and the logout question come on demand: kept out of the first load.
const MemberMenuList = lazy(() =>
  import('./member-menu-list').then((m) => ({ default: m.MemberMenuList })),
);
const LogoutDialog = lazy(() =>
  import('./logout-dialog').then((m) => ({ default: m.LogoutDialog })),
);

export interface MemberMenuProps {
  /** The account name; null while the member is still being loaded. */
  account: string | null;
  /** A free-play (type 4) account, marked as such. */
  trial: boolean;
  /** The member's club (SPEC §3 clubLabel): its name in its own colours. */
  clubLabel: Pick<ClubLabel, 'labelName' | 'color' | 'color2'> | null;
  /** VIP service labels (SPEC §3 memberLabel), listed at the top of the dropdown. */
  vipLabels: readonly string[];
  onMemberCentre: () => void;
  /** Opens the account record (SPEC §2 "Header" avatar dropdown). */
  onAccountRecord: () => void;
  /** Opens the betting record (SPEC §2 "Header" avatar dropdown). */
  onBettingRecord: () => void;
  /** Opens the agent centre or the affiliate link (SPEC §6); null hides the entry. */
  onAgentCentre: (() => void) | null;
  /** Signs out once the visitor confirmed; a failure is shown in the confirm dialog. */
  onLogout: () => Promise<void>;
}

/** SPEC §2 "Header", logged in: the avatar with its dropdown and the account name. */
export function MemberMenu({
  account,
  trial,
  clubLabel,
  vipLabels,
  onMemberCentre,
  onAccountRecord,
  onBettingRecord,
  onAgentCentre,
  onLogout,
}: MemberMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };

  const name = account ?? '…';
  const menuItems = [
    { id: 'centre', label: t('account.menu.memberCentre'), choose: onMemberCentre },
    { id: 'account-record', label: t('wallet.header.accountRecord'), choose: onAccountRecord },
    {
      id: 'betting-record',
      label: t('memberCentre.entries.in_betting_record'),
      choose: onBettingRecord,
    },
    ...(onAgentCentre
      ? [{ id: 'agent-centre', label: t('agent.entry'), choose: onAgentCentre }]
      : []),
    { id: 'logout', label: t('account.menu.logout'), choose: () => setConfirming(true) },
  ];
  return (
    <div className="member-menu" ref={root} data-testid="member-menu">
      <button
        ref={toggle}
        type="button"
        className="member-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('account.menu.open', { account: name })}
        aria-busy={account === null}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="member-menu-toggle"
      >
        <span className="member-menu__avatar" aria-hidden="true">
          {account ? account.slice(0, 1).toUpperCase() : ''}
        </span>
        <span className="member-menu__account" data-testid="header-account">
          {name}
        </span>
        {clubLabel ? (
          <span
            className="member-menu__club"
            style={{ color: clubLabel.color, backgroundColor: clubLabel.color2 }}
            data-testid="header-club-label"
          >
            {clubLabel.labelName}
          </span>
        ) : null}
        {trial ? (
          <span className="member-menu__badge" data-testid="header-trial">
            {t('account.menu.trial')}
          </span>
        ) : null}
        <ChevronDownIcon width={16} height={16} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MemberMenuList
            id={menuId}
            label={t('account.menu.label')}
            vipText={
              vipLabels.length > 0
                ? t('account.menu.vipService', { labels: vipLabels.join(', ') })
                : null
            }
            items={menuItems}
            onClose={close}
          />
        </Suspense>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <LogoutDialog onCancel={() => setConfirming(false)} onConfirm={onLogout} />
        </Suspense>
      ) : null}
    </div>
  );
}
