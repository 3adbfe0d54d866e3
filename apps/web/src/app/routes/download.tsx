import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { AppDownloadList } from '../../features/app-download/components/app-download-list';
import { hasAppDownloads } from '../../features/app-download/lib/app-downloads';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { PageFrame } from '../components/page-frame';

export default function DownloadPage() {
  const { t } = useTranslation();
  const { resources } = usePermissionValue();
  return (
    <PageFrame id="download" title={t('pages.download')} banner="w_down">
      {hasAppDownloads(resources) ? (
        <>
          <p>{t('download.intro')}</p>
          <AppDownloadList resources={resources} />
        </>
      ) : (
        <EmptyState
          title={t('download.emptyTitle')}
          description={t('download.emptyText')}
          testId="page-empty-state"
        />
      )}
    </PageFrame>
  );
}
