import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useConfirmAction } from '../../../components/ui/use-confirm-action';

export interface LogoutDialogProps {
  onCancel: () => void;
  /** Signs out; a failure keeps the dialog open with the reason. */
  onConfirm: () => Promise<void>;
}

/** SPEC §2/§4: logout asks first. */
export function LogoutDialog({ onCancel, onConfirm }: LogoutDialogProps) {
  const { t } = useTranslation();
  const { pending, failure, confirm } = useConfirmAction(onConfirm);

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
          onClick={() => void confirm()}
          disabled={pending}
          data-testid="logout-confirm"
        >
          {pending ? t('account.logout.pending') : t('account.logout.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
