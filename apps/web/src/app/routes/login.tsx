import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { LockIcon } from '../../components/ui/icons';
import { PageFrame } from '../components/page-frame';
import { paths } from '../paths';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <PageFrame id="login" title={t('pages.login')}>
      <EmptyState
        icon={<LockIcon width={28} height={28} />}
        title={t('auth.loginClosedTitle')}
        description={t('auth.closedText')}
        action={
          <Link className="btn btn--primary" to={paths.home} data-testid="login-back-home">
            {t('common.backHome')}
          </Link>
        }
        testId="page-empty-state"
      />
    </PageFrame>
  );
}
