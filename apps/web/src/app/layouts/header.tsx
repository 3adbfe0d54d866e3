import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ModId } from '@sorteo/shared/contract/constants';
import { Button } from '../../components/ui/button';
import { MenuIcon } from '../../components/ui/icons';
import { useFreePlay } from '../../features/auth-login/hooks/use-free-play';
import { HeaderBalance } from '../../features/balance/components/header-balance';
import { useLiveBalance } from '../../features/balance/hooks/use-live-balance';
import { agentEntry } from '../../features/agent-centre/lib/agent-entry';
import { MemberMenu } from '../../features/member-menu/components/member-menu';
import { logout } from '../../features/session/api/logout';
import {
  isTrialAccount,
  requireRealAccount,
  useTrialNotice,
} from '../../features/session/require-real-account';
import { useSession } from '../../features/session/session-store';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { useWhitelabelFlag } from '../../features/system/api/get-whitelabel';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { ApiError, errorKey } from '../../lib/api-client';
import { liveSocket, SESSION_GONE } from '../../lib/live-socket';
import { getSessionToken } from '../../lib/storage';
import { BrandLogo } from '../components/brand-logo';
import { paths } from '../../lib/paths';
import { useUiStore } from '../../lib/ui-store';
import './header.css';

// Opened only by a trial account's visit to a real-account page: kept out of the first load.
const TrialNoticeDialog = lazy(() =>
  import('../../features/session/components/trial-notice-dialog').then((m) => ({
    default: m.TrialNoticeDialog,
  })),
);

export interface HeaderProps {
  showLogo: boolean;
  /** Narrow screens open the side menu from here. */
  hasMenu: boolean;
}

/** SPEC §4 "Logout": the server revokes the token, this device forgets the session, home. */
function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    // The server closes this page's socket as "session ended" when it revokes the token:
    // stop listening first, or the page would take its own logout for one made elsewhere.
    const token = getSessionToken();
    liveSocket.stop();
    try {
      await logout();
    } catch (error) {
      // Already dead on the server (expired, revoked elsewhere): nothing left to revoke.
      if (!(error instanceof ApiError && error.status === 401)) {
        if (token) liveSocket.start(token);
        throw error;
      }
    }
    // The server revoked the remember token with the session; only the names stay.
    const { forgetRememberToken } = await import('../../features/auth-login/lib/remember-me');
    forgetRememberToken();
    useSession.getState().clearSession();
    void navigate(paths.home);
  };
}

/**
 * The live socket learns first when the session ended elsewhere (logout on another tab,
 * password changed, expiry): this page then signs out too and offers the login, as a
 * refused call would.
 */
function useSignOutWhenSessionGone() {
  useEffect(
    () =>
      liveSocket.subscribe(SESSION_GONE, () => {
        if (!getSessionToken()) return;
        useSession.getState().clearSession();
        useUiStore.getState().openLogin('errors.UNAUTHORIZED');
      }),
    [],
  );
}

function GuestActions() {
  const { t } = useTranslation();
  const directRegistration = useWhitelabelFlag(ModId.DirectRegistration);
  const freePlayOn = useWhitelabelFlag(ModId.FreePlay);
  const openModal = useUiStore((s) => s.openModal);
  const openLogin = useUiStore((s) => s.openLogin);
  const freePlay = useFreePlay();
  return (
    <>
      {freePlayOn ? (
        <Button
          type="button"
          variant="ghost"
          className="header__demo"
          busy={freePlay.isPending}
          onClick={() => freePlay.mutate(undefined, { onError: (e) => openLogin(errorKey(e)) })}
          data-testid="header-free-demo"
        >
          {t('header.freeDemo')}
        </Button>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        onClick={() => openModal('login')}
        data-testid="header-login"
      >
        {t('header.login')}
      </Button>
      {directRegistration ? (
        <Button
          type="button"
          variant="primary"
          onClick={() => openModal('register')}
          data-testid="header-register"
        >
          {t('header.register')}
        </Button>
      ) : null}
    </>
  );
}

function MemberActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useSession((s) => s.member);
  const openModal = useUiStore((s) => s.openModal);
  const resources = usePermissionValue().resources;
  const signOut = useSignOut();
  const agent = agentEntry(member?.type, resources);
  const openAgent = !agent
    ? null
    : agent.kind === 'centre'
      ? () => openModal('agentCentre')
      : agent.kind === 'trial'
        ? () => useTrialNotice.getState().show()
        : () => void window.open(agent.url, '_blank', 'noopener,noreferrer');
  // Real-account pages: a trial account gets the warning instead of the visit.
  const goTo = (path: string) => () =>
    requireRealAccount(
      () => openModal('login'),
      () => void navigate(path),
    );
  return (
    <>
      <Button
        type="button"
        variant="primary"
        className="header__money"
        onClick={goTo(paths.deposit)}
        data-testid="header-deposit"
      >
        {t('wallet.header.deposit')}
      </Button>
      <Button
        type="button"
        variant="secondary"
        className="header__money header__withdraw"
        onClick={goTo(paths.withdraw)}
        data-testid="header-withdraw"
      >
        {t('wallet.header.withdraw')}
      </Button>
      <HeaderBalance />
      <MemberMenu
        account={member?.account ?? null}
        trial={isTrialAccount(member?.type)}
        clubLabel={member?.clubLabel ?? null}
        vipLabels={member?.memberLabel.map((label) => label.labelName) ?? []}
        onMemberCentre={goTo(paths.securityCenter)}
        onAccountRecord={goTo(paths.transactionHistory)}
        onBettingRecord={goTo(paths.bettingRecord)}
        onAgentCentre={openAgent}
        onLogout={signOut}
      />
    </>
  );
}

export function Header({ showLogo, hasMenu }: HeaderProps) {
  const { t } = useTranslation();
  const brand = usePermissionValue().whitelabel;
  const menuOpen = useUiStore((s) => s.menuOpen);
  const setMenuOpen = useUiStore((s) => s.setMenuOpen);
  const loggedIn = useSession((s) => s.status !== 'guest');
  useLiveBalance(loggedIn ? getSessionToken() : null);
  useSignOutWhenSessionGone();
  const trialNoticeOpen = useTrialNotice((s) => s.open);

  return (
    <header className={loggedIn ? 'header header--member' : 'header'} data-testid="header">
      <div className="header__start">
        {hasMenu ? (
          <Button
            type="button"
            variant="ghost-icon"
            className="header__menu-btn"
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpen(true)}
            data-testid="menu-open"
          >
            <MenuIcon />
          </Button>
        ) : null}
        {showLogo ? <BrandLogo name={brand.name} /> : null}
        {hasMenu && !showLogo ? (
          <span className="header__mobile-logo">
            <BrandLogo name={brand.name} />
          </span>
        ) : null}
      </div>
      <div className="header__end">
        <ThemeToggle />
        {loggedIn ? <MemberActions /> : <GuestActions />}
      </div>
      {trialNoticeOpen ? (
        <Suspense fallback={null}>
          <TrialNoticeDialog />
        </Suspense>
      ) : null}
    </header>
  );
}
