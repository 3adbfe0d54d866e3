import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { LockIcon } from '../../components/ui/icons';
import { PageFrame } from '../components/page-frame';
import { paths } from '../paths';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PageFrame id="register" title={t('register.title')} banner="w_reg">
      <EmptyState
        icon={<LockIcon width={28} height={28} />}
        title={t('auth.registerClosedTitle')}
        description={t('auth.closedText')}
        action={
          <Link className="btn btn--primary" to={paths.home} data-testid="register-back-home">
            {t('common.backHome')}
          </Link>
        }
        testId="page-empty-state"
      />
    </PageFrame>
  );
}
