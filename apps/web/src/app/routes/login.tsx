import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoginForm } from '../../features/auth-login/components/login-form';
import { useSession } from '../../features/session/session-store';
import { PageFrame } from '../components/page-frame';
import { paths } from '../paths';

/** /login: the login form on a page of its own (SPEC §2 redirect rule lands here). */
export default function LoginPage() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.status === 'member');
  if (signedIn) return <Navigate to={paths.home} replace />;
  return (
    <PageFrame id="login" title={t('pages.login')}>
      <div className="login-page">
        <LoginForm />
      </div>
    </PageFrame>
  );
}
