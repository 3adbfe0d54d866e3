import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageFrame } from '../components/page-frame';
import { paths } from '../../lib/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame id="not-found" title={t('notFound.title')}>
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={
          <ButtonLink variant="primary" to={paths.home}>
            {t('common.backHome')}
          </ButtonLink>
        }
        testId="page-empty-state"
      />
    </PageFrame>
  );
}
