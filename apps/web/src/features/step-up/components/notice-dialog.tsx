import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import './forms.css';

export interface NoticeDialogProps {
  message: string | null;
  onClose: () => void;
  testId?: string;
}

/** A warning with one confirm button (SPEC §8 "SMS send failure: warning dialog"). */
export function NoticeDialog({ message, onClose, testId = 'notice-dialog' }: NoticeDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={t('recovery.notice')}
      size="sm"
      testId={testId}
    >
      <p className="form-notice" role="alert">
        {message}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={onClose}
          data-testid={`${testId}-confirm`}
        >
          {t('recovery.confirm')}
        </button>
      </div>
    </Modal>
  );
}
