import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import './registration.css';

/** SPEC §8: shown on the home page once a new member is signed in. */
export default function RegisterSuccessModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('register_success')} size="sm" testId="register-success">
      <div className="reg-message reg-message--info">
        <p className="reg-message__text">{t('in_registered_successfully')}</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={onClose}
          data-testid="register-success-confirm"
        >
          {t('register.confirm')}
        </button>
      </div>
    </Modal>
  );
}
