import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';

export interface MessageDialogProps {
  kind: 'warning' | 'info';
  title: string;
  message: string;
  onConfirm: () => void;
  testId: string;
}

/** A message the visitor acknowledges with one confirm button (SPEC §8 warning dialogs). */
export function MessageDialog({ kind, title, message, onConfirm, testId }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onConfirm} title={title} size="sm" testId={testId}>
      <div className={`reg-message reg-message--${kind}`}>
        <p className="reg-message__text" role={kind === 'warning' ? 'alert' : undefined}>
          {message}
        </p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={onConfirm}
          data-testid={`${testId}-confirm`}
        >
          {t('register.confirm')}
        </button>
      </div>
    </Modal>
  );
}
