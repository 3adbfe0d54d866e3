import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';
import './notice-dialog.css';

export interface NoticeDialogProps {
  /** The text to show; the dialog is open while it is not null. */
  message: string | null;
  onClose: () => void;
  /** "Notice" unless given. */
  title?: string;
  /** A warning is announced as soon as it shows; information is read with the dialog. */
  tone?: 'warning' | 'info';
  testId?: string;
}

/** A message with one confirm button (SPEC §8 warning dialogs, e.g. "SMS send failure"). */
export function NoticeDialog({
  message,
  onClose,
  title,
  tone = 'warning',
  testId = 'notice-dialog',
}: NoticeDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={title ?? t('common.notice')}
      size="sm"
      testId={testId}
    >
      <p className="notice-dialog__text" role={tone === 'warning' ? 'alert' : undefined}>
        {message}
      </p>
      <div className="notice-dialog__actions">
        <Button type="button" variant="primary" onClick={onClose} data-testid={`${testId}-confirm`}>
          {t('common.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
