import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModId } from '@sorteo/shared/contract/constants';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { useWhitelabelFlag } from '../../system/api/get-whitelabel';
import { LoginForm, type SignInParts } from './login-form';

type Tab = 'login' | 'signUp';

export interface LoginModalProps extends SignInParts {
  onClose: () => void;
  /** The registration form of the "Sign up" tab, with its way back to the "Login" tab. */
  renderSignUp: (switchToLogin: () => void) => ReactNode;
}

/** loginPopupModal (SPEC §2): tabs Login and Sign up. */
export function LoginModal({ onClose, renderSignUp, ...parts }: LoginModalProps) {
  const { t } = useTranslation();
  const signUpOpen = useWhitelabelFlag(ModId.DirectRegistration);
  const [tab, setTab] = useState<Tab>('login');
  const active: Tab = signUpOpen ? tab : 'login';
  const title = active === 'login' ? t('login.title') : t('login.tabs.signUp');

  return (
    <Modal open onClose={onClose} title={title} size="sm" testId="login-modal">
      {signUpOpen ? (
        <Tabs
          items={[
            { key: 'login', label: t('login.tabs.login') },
            { key: 'signUp', label: t('login.tabs.signUp') },
          ]}
          activeKey={active}
          onSelect={(key) => setTab(key as Tab)}
          label={t('login.tabs.label')}
          testId="login-tabs"
        >
          {active === 'login' ? (
            <LoginForm onRegister={() => setTab('signUp')} {...parts} />
          ) : (
            renderSignUp(() => setTab('login'))
          )}
        </Tabs>
      ) : (
        <LoginForm {...parts} />
      )}
    </Modal>
  );
}
