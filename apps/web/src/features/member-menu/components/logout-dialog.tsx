import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorKey, type ErrorTextKey } from '../../../lib/api-client';

export interface LogoutDialogProps {
  onCancel: () => void;
  /** Signs out; a failure keeps the dialog open with the reason. */
  onConfirm: () => Promise<void>;
}

/** SPEC §2/§4: logout asks first. */
export function LogoutDialog({ onCancel, onConfirm }: LogoutDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ErrorTextKey | null>(null);

  const handleConfirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(errorKey(error));
      setPending(false);
    }
  };

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('account.logout.title')}
      size="sm"
      testId="logout-dialog"
    >
      <p className="member-menu__question">{t('account.logout.question')}</p>
      {failure ? (
        <p className="member-menu__failure" role="alert">
          {t(failure)}
        </p>
      ) : null}
      <div className="member-menu__actions">
        <Button type="button" variant="ghost" onClick={onCancel} data-testid="logout-cancel">
          {t('account.logout.cancel')}
        </Button>
        <Button
          type="button"
          variant="primary"
          onClick={() => void handleConfirm()}
          disabled={pending}
          data-testid="logout-confirm"
        >
          {pending ? t('account.logout.pending') : t('account.logout.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
