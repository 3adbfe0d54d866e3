import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmationOutcome, Withdrawal } from '@sorteo/shared';
import { FormFooter } from '../../../components/ui/form-footer';
import { Modal } from '../../../components/ui/modal';
import { errorKey } from '../../../lib/api-client';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal';
import { ProofImageField } from './proof-image-field';

export interface ConfirmationChoice {
  withdrawal: Withdrawal;
  outcome: ConfirmationOutcome;
  /** The amount as the page shows it. */
  amount: string;
}

export interface ConfirmationDialogProps {
  choice: ConfirmationChoice | null;
  onClose: () => void;
  onConfirmed: (outcome: ConfirmationOutcome) => void;
}

/**
 * The player's answer to a paid withdrawal, asked once more before it is sent; "not
 * received" needs the proof image the operator will look at.
 */
export function ConfirmationDialog({ choice, onClose, onConfirmed }: ConfirmationDialogProps) {
  const { t } = useTranslation();
  const confirm = useConfirmWithdrawal();
  const [proof, setProof] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const needsProof = choice?.outcome === 'not_received';

  const close = () => {
    setProof(null);
    setMissing(false);
    confirm.reset();
    onClose();
  };

  const send = () => {
    if (!choice) return;
    if (needsProof && !proof) return setMissing(true);
    confirm.mutate(
      { id: choice.withdrawal.id, outcome: choice.outcome, proof: needsProof ? proof : null },
      {
        onSuccess: () => {
          setProof(null);
          setMissing(false);
          onConfirmed(choice.outcome);
        },
      },
    );
  };

  return (
    <Modal
      open={choice !== null}
      onClose={close}
      title={choice ? t(`withdraw.history.actions.${choice.outcome}`) : ''}
      size="sm"
      testId="withdraw-confirmation"
    >
      {choice ? (
        <form
          className="account-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <p className="form-notice">
            {t(`withdraw.history.confirmText.${choice.outcome}`, { amount: choice.amount })}
          </p>
          {needsProof ? (
            <ProofImageField
              file={proof}
              onChange={(file) => {
                setProof(file);
                setMissing(false);
              }}
              missing={missing}
              testId="withdraw-proof"
            />
          ) : null}
          <FormFooter
            error={confirm.error ? t(errorKey(confirm.error)) : null}
            submitLabel={t('withdraw.history.send')}
            pending={confirm.isPending}
            cancel={{ label: t('withdraw.cancel'), onClick: close }}
            testId="withdraw-confirmation"
          />
        </form>
      ) : null}
    </Modal>
  );
}
