import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export interface TransferConfirmDialogProps {
  toAccount: string;
  amountText: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Money leaves the wallet only after the agent saw who gets how much. */
export function TransferConfirmDialog({
  toAccount,
  amountText,
  pending,
  onCancel,
  onConfirm,
}: TransferConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onCancel}
      title={t('wallet.transfer.confirmTitle')}
      size="sm"
      testId="transfer-confirm"
    >
      <p className="wallet-confirm__text">
        {t('wallet.transfer.confirmText', { amount: amountText, account: toAccount })}
      </p>
      <div className="form-actions">
        <Button
          type="button"
          variant="ghost"
          onClick={onCancel}
          data-testid="transfer-confirm-cancel"
        >
          {t('wallet.transfer.cancel')}
        </Button>
        <Button
          type="button"
          variant="primary"
          onClick={onConfirm}
          busy={pending}
          data-testid="transfer-confirm-submit"
        >
          {pending ? t('wallet.transfer.sending') : t('wallet.transfer.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
