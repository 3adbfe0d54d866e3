import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConfirmationOutcome, Withdrawal } from '@sorteo/shared';
import { FormProofImageField } from '../../../components/ui/form/form-proof-image-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { FormFooter } from '../../../components/ui/form-footer';
import { Modal } from '../../../components/ui/modal';
import { errorKey } from '../../../lib/api-client';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal';
import { confirmationFormSchema } from '../lib/form-schemas';

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

const proofProblems = {
  empty: 'withdraw.proof.problems.empty',
  notImage: 'withdraw.proof.problems.notImage',
  tooLarge: 'withdraw.proof.problems.tooLarge',
} as const;

/**
 * The player's answer to a paid withdrawal, asked once more before it is sent; "not
 * received" needs the proof image the operator will look at.
 */
export function ConfirmationDialog({ choice, onClose, onConfirmed }: ConfirmationDialogProps) {
  const { t } = useTranslation();
  const confirm = useConfirmWithdrawal();
  const needsProof = choice?.outcome === 'not_received';
  const resolver = useMemo(() => schemaResolver(confirmationFormSchema(needsProof)), [needsProof]);
  const form = useForm<{ proof: File | null }>({ resolver, defaultValues: { proof: null } });

  const close = () => {
    form.reset();
    confirm.reset();
    onClose();
  };

  const submit = form.handleSubmit(({ proof }) => {
    if (!choice) return;
    confirm.mutate(
      { id: choice.withdrawal.id, outcome: choice.outcome, proof: needsProof ? proof : null },
      {
        onSuccess: () => {
          form.reset();
          onConfirmed(choice.outcome);
        },
      },
    );
  });

  return (
    <Modal
      open={choice !== null}
      onClose={close}
      title={choice ? t(`withdraw.history.actions.${choice.outcome}`) : ''}
      size="sm"
      testId="withdraw-confirmation"
    >
      {choice ? (
        <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="form-notice">
            {t(`withdraw.history.confirmText.${choice.outcome}`, { amount: choice.amount })}
          </p>
          {needsProof ? (
            <FormProofImageField
              control={form.control}
              name="proof"
              label={t('withdraw.proof.label')}
              hint={t('withdraw.proof.hint')}
              starred
              problems={proofProblems}
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
