import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useUiStore } from '../../../lib/ui-store';
import { RegisterForm } from './register-form';

/** The registration form in a dialog, with a button that switches to the login dialog. */
export default function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('register.title')} size="sm" testId="register-modal">
      <RegisterForm
        onRegistered={onClose}
        onSwitchToLogin={() => useUiStore.getState().openModal('login')}
      />
    </Modal>
  );
}
