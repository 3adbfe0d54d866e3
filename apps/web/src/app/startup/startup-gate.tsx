// First: set before any chunk builds a schema.
import './zod-without-eval';
import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { Spinner } from '../../components/ui/spinner';
import { vendorsQueryOptions } from '../../features/games-lobby/api/get-vendors';
import {
  currentLanguage,
  pickLanguage,
  showLanguage,
  withAllTexts,
} from '../../features/i18n/i18n';
import { noticeQueryOptions } from '../../features/notice/api/get-notice';
import { whitelabelQueryOptions } from '../../features/system/api/get-whitelabel';
import { useStartup } from '../../features/system/hooks/use-startup';
import { customerServicePath } from '../../features/system/lib/customer-service';
import { errorKey } from '../../lib/api-client';
import { createRouter } from '../router';
import { prepareSignIn, useEndSessionOnUnauthorized } from './sign-in-at-startup';

// Shown only when the site is closed to this visitor: kept out of the first load, with
// their texts.
const MaintenanceScreen = lazy(
  withAllTexts(() =>
    import('../../features/system/components/maintenance-screen').then((m) => ({
      default: m.MaintenanceScreen,
    })),
  ),
);
const RegionScreen = lazy(
  withAllTexts(() =>
    import('../../features/system/components/region-screen').then((m) => ({
      default: m.RegionScreen,
    })),
  ),
);

function SiteRouter() {
  const [router] = useState(() => {
    prepareSignIn();
    return createRouter();
  });
  useEndSessionOnUnauthorized();
  return <RouterProvider router={router} />;
}

/** Continues the boot screen of index.html (same mark), adding a spinner. */
function Loading() {
  const { t, ready } = useTranslation();
  return (
    <div className="startup" data-testid="startup-loading">
      <svg className="startup__mark" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="12" fill="none" stroke="currentColor" strokeWidth="3.5" />
        <circle cx="16" cy="16" r="4.5" fill="currentColor" />
      </svg>
      <Spinner label={ready ? t('common.loading') : '…'} />
    </div>
  );
}

/** The root screen of SPEC §2 "Startup", with a loading state while it decides. */
export function StartupGate() {
  const startup = useStartup();
  const { t, ready } = useTranslation();
  const permission = 'permission' in startup ? startup.permission : null;

  // The brand decides the first language; after that only the visitor changes it. When the
  // page named the brand, that language is already the one being shown.
  const [languageSettled, setLanguageSettled] = useState(
    () =>
      permission !== null &&
      currentLanguage() ===
        pickLanguage(
          permission.whitelabel.supportedLanguages,
          permission.whitelabel.defaultLanguage,
        ),
  );
  useEffect(() => {
    if (!permission || languageSettled) return;
    let cancelled = false;
    const { supportedLanguages, defaultLanguage } = permission.whitelabel;
    void showLanguage(pickLanguage(supportedLanguages, defaultLanguage)).finally(() => {
      if (!cancelled) setLanguageSettled(true);
    });
    return () => {
      cancelled = true;
    };
  }, [permission, languageSettled]);

  // What the shell shows above the fold, awaited before the first paint of the site so it
  // does not move once it is up. Asked only once the site is known to be open: a closed
  // site refuses these calls, and each refusal would be an error in the console.
  const siteOpen = startup.phase === 'site';
  const shell = useQueries({
    queries: [noticeQueryOptions(), vendorsQueryOptions(), whitelabelQueryOptions()].map(
      (options) => ({ ...options, enabled: siteOpen }),
    ),
  });
  const shellSettled = shell.every((query) => !query.isPending);

  const languageReady = ready && (languageSettled || !permission);
  if (
    startup.phase === 'loading' ||
    (!languageReady && startup.phase !== 'error') ||
    (startup.phase === 'site' && !shellSettled)
  ) {
    return <Loading />;
  }

  switch (startup.phase) {
    case 'error':
      return (
        <div className="startup">
          <ErrorState
            message={ready ? t(errorKey(startup.error)) : 'Error'}
            onRetry={startup.retry}
            testId="startup-error"
          />
        </div>
      );
    case 'maintenance':
      return (
        <Suspense fallback={<Loading />}>
          <MaintenanceScreen
            message={startup.permission?.maintenance.message ?? null}
            contactPath={customerServicePath(startup.permission?.customerService)}
          />
        </Suspense>
      );
    case 'region':
      return (
        <Suspense fallback={<Loading />}>
          <RegionScreen
            ip={startup.status.location.ip}
            country={startup.status.location.country}
            contactPath={customerServicePath(startup.permission?.customerService)}
          />
        </Suspense>
      );
    case 'site':
      return <SiteRouter />;
    default:
      return null;
  }
}
