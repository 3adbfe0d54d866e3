import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { errorKey } from '../../lib/api-client';
import './layouts.css';

function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Shown when a page fails to load or render; a reload fetches the current build. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = isChunkError(error) ? t('errors.CHUNK_LOAD') : t(errorKey(error));
  return (
    <main id="main" className="shell__content" data-testid="route-error">
      <ErrorState message={message} onRetry={() => window.location.reload()} />
    </main>
  );
}
