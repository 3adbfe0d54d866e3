import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModId } from '@sorteo/shared/contract/constants';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { RegisterForm } from '../../registration/components/register-form';
import { useWhitelabelFlag } from '../../system/api/get-whitelabel';
import { LoginForm } from './login-form';

type Tab = 'login' | 'signUp';

/** loginPopupModal (SPEC §2): tabs Login and Sign up. */
export default function LoginModal({ onClose }: { onClose: () => void }) {
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
            <LoginForm onRegister={() => setTab('signUp')} />
          ) : (
            <RegisterForm onSwitchToLogin={() => setTab('login')} />
          )}
        </Tabs>
      ) : (
        <LoginForm />
      )}
    </Modal>
  );
}
