import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { PageFrame } from '../components/page-frame';

export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <PageFrame id="point-mall" title={t('pages.pointMall')} banner="w_shop">
      <EmptyState
        title={t('pointMall.emptyTitle')}
        description={t('pointMall.emptyText')}
        testId="page-empty-state"
      />
    </PageFrame>
  );
}
