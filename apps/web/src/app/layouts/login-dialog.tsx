import { LoginModal } from '../../features/auth-login/components/login-modal';
import { RegisterForm } from '../../features/registration/components/register-form';
import { SocialSignInButtons, StepUpForm } from '../../features/step-up';

/**
 * The login dialog with the parts other features own: the sign-up form of its second
 * tab, the new-address step and the social buttons. Loaded when the dialog first opens.
 */
export default function LoginDialog({ onClose }: { onClose: () => void }) {
  return (
    <LoginModal
      onClose={onClose}
      renderSignUp={(switchToLogin) => <RegisterForm onSwitchToLogin={switchToLogin} />}
      renderStepUp={(step) => <StepUpForm {...step} />}
      socialButtons={<SocialSignInButtons />}
    />
  );
}
