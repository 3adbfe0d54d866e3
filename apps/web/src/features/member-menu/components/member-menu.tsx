import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubLabel } from '@sorteo/shared';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { LogoutDialog } from './logout-dialog';
import './member-menu.css';

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
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };

  const handleMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (moves[event.key] !== undefined) {
      event.preventDefault();
      items[moves[event.key]!]?.focus();
    }
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
        <ul
          id={menuId}
          className="member-menu__list"
          role="menu"
          aria-label={t('account.menu.label')}
          onKeyDown={handleMenuKey}
        >
          {vipLabels.length > 0 ? (
            <li role="none" className="member-menu__vip" data-testid="member-menu-vip">
              {t('account.menu.vipService', { labels: vipLabels.join(', ') })}
            </li>
          ) : null}
          {menuItems.map((item) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="member-menu__item"
                onClick={() => {
                  close(true);
                  item.choose();
                }}
                data-testid={`member-menu-${item.id}`}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {confirming ? (
        <LogoutDialog onCancel={() => setConfirming(false)} onConfirm={onLogout} />
      ) : null}
    </div>
  );
}
