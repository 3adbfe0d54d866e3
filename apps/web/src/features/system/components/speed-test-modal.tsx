import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ExternalIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { useDomainRoutes } from '../api/get-domain-routes';
import { isSafeHref } from '../lib/customer-service';
import './speed-test-modal.css';

/** The brand's alternative addresses, for a visitor whose current route is slow. */
export default function SpeedTestModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const routes = useDomainRoutes();
  const list = routes.data?.domainList.filter((d) => isSafeHref(d.url)) ?? [];
  return (
    <Modal open onClose={onClose} title={t('speedTest.title')} size="sm" testId="speed-test-modal">
      <p className="speed-test__intro">{t('speedTest.intro')}</p>
      {routes.isPending ? (
        <Skeleton lines={3} />
      ) : routes.isError ? (
        <ErrorState message={t(errorKey(routes.error))} onRetry={() => void routes.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('speedTest.empty')} testId="speed-test-empty" />
      ) : (
        <ul className="speed-test__list">
          {list.map((route) => (
            <li key={route.id}>
              <a href={route.url} target="_blank" rel="noopener noreferrer">
                {/* A route on this site ("/") reads as the full address a visitor would type. */}
                <span>{new URL(route.url, window.location.origin).href}</span>
                <ExternalIcon width={16} height={16} />
                <span className="visually-hidden">{t('common.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
