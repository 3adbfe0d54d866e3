import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { PageFrame } from '../components/page-frame';

export default function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <PageFrame id="seamless" title={t('pages.seamless')}>
      <EmptyState
        title={t('lobby.emptyTitle')}
        description={t('lobby.emptyText')}
        testId="page-empty-state"
      />
    </PageFrame>
  );
}
