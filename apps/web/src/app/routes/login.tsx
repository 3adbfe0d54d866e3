import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../lib/paths';
import { LoginForm } from '../../features/auth-login/components/login-form';
import { useSession } from '../../features/session/session-store';
import { SocialSignInButtons, StepUpForm } from '../../features/step-up';
import { PageFrame } from '../components/page-frame';

/** /login: the login form on a page of its own (SPEC §2 redirect rule lands here). */
export default function LoginPage() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.status === 'member');
  if (signedIn) return <Navigate to={paths.home} replace />;
  return (
    <PageFrame id="login" title={t('pages.login')}>
      <div className="login-page">
        <LoginForm
          renderStepUp={(step) => <StepUpForm {...step} />}
          socialButtons={<SocialSignInButtons />}
        />
      </div>
    </PageFrame>
  );
}
