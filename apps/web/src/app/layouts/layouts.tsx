import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { useLoggedIn } from '../../features/session/session-store';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { needsLoginRedirect, paths } from '../../lib/paths';
import { useUiStore } from '../../lib/ui-store';
import { Footer } from './footer';
import { Header } from './header';
import { ModalHost } from './modal-host';
import { SideMenu } from './side-menu';
import { usePageSettled } from './use-page-settled';
import { VendorGamesHost } from './vendor-games-host';
import './layouts.css';

// Pop-up notices wait for the page to be up: their code is not part of the first load, and
// is asked for only then, so the request does not compete with what the first paint needs.
const PopupHost = lazy(() => import('./popup-host').then((m) => ({ default: m.PopupHost })));

/** Applies the home-page redirect rule (SPEC §2) on every navigation. */
export function RootLayout() {
  const location = useLocation();
  const { homePageRedirect } = usePermissionValue().whitelabel;
  const loggedIn = useLoggedIn();
  if (needsLoginRedirect(location.pathname, homePageRedirect, loggedIn)) {
    return <Navigate to={paths.login} replace />;
  }
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('common.skipToContent')}
    </a>
  );
}

/**
 * The notice pop-ups, mounted once the page is up. A component of its own, so that moment
 * and each login re-render it alone, not the whole site.
 */
function Popups() {
  const settled = usePageSettled();
  // A new key after each login shows the notice pop-up again (SPEC §4 "after-login popup").
  const afterLoginPopups = useUiStore((s) => s.afterLoginPopups);
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <PopupHost key={afterLoginPopups} />
    </Suspense>
  );
}

/** Header, side menu, content and footer: the full site. */
export function SiteLayout() {
  const menuOpen = useUiStore((s) => s.menuOpen);
  const narrow = useMediaQuery('(max-width: 767px)');
  // While the off-canvas menu covers the page, the page behind it is out of reach.
  const pageInert = narrow && menuOpen;
  return (
    <div className="shell">
      <SkipLink />
      <SideMenu />
      <div className="shell__main" inert={pageInert}>
        <Header showLogo={false} hasMenu />
        <main id="main" className="shell__content" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <VendorGamesHost />
      <ModalHost />
      <Popups />
    </div>
  );
}

/** Header with the logo, content, footer: registration and sign-in. */
export function PlainLayout() {
  return (
    <div className="shell shell--plain">
      <SkipLink />
      <div className="shell__main">
        <Header showLogo hasMenu={false} />
        <main id="main" className="shell__content" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <ModalHost />
    </div>
  );
}

/** Header only: the game player. */
export function GameLayout() {
  return (
    <div className="shell shell--game">
      <div className="shell__main">
        <Header showLogo hasMenu={false} />
        <main id="main" className="shell__content shell__content--flush" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <ModalHost />
    </div>
  );
}

/** No chrome at all: help for embedding in apps. */
export function BareLayout() {
  return (
    <main id="main" className="shell__content shell__content--bare">
      <Outlet />
    </main>
  );
}
