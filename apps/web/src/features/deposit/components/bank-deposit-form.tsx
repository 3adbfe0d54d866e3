import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@sorteo/shared/contract/deposit';
import { FormProofImageField } from '../../../components/ui/form/form-proof-image-field';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { FormFooter } from '../../../components/ui/form-footer';
import { useSubmitBankDeposit } from '../api/submit-deposit';
import { useRefusalText } from '../hooks/use-refusal-text';
import {
  bankDepositFormSchema,
  bankDepositProblems,
  type BankDepositValues,
} from '../lib/form-schemas';
import { AttemptKey } from '../../balance/lib/attempt-key';
import { BankDetails } from './bank-details';
import { DepositAmountField } from './deposit-amount-field';

export interface BankDepositFormProps {
  method: PaymentMethod;
  currency: string;
  exponent: number;
  onSubmitted: () => void;
}

/** This form's texts: an empty file is told as one that is not an image. */
const proofProblems = {
  empty: 'deposit.bank.proofProblem.type',
  notImage: 'deposit.bank.proofProblem.type',
  tooLarge: 'deposit.bank.proofProblem.size',
} as const;

const empty = { amount: '', payerName: '', reference: '', proof: null as File | null };

/** A bank transfer the player made: where to pay, then the amount, payer, reference, proof. */
export function BankDepositForm({ method, currency, exponent, onSubmitted }: BankDepositFormProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText(exponent, currency);
  const resolver = useMemo(
    () => schemaResolver(bankDepositFormSchema(method, exponent), bankDepositProblems),
    [method, exponent],
  );
  const form = useForm({ resolver, defaultValues: empty });
  const { control } = form;
  const attempt = useRef(new AttemptKey());
  const submit = useSubmitBankDeposit();

  const send = ({ proof, ...typed }: BankDepositValues) => {
    if (submit.isPending) return;
    const fields = { methodId: method.id, ...typed };
    const proofMark = proof ? `${proof.name}:${proof.size}:${proof.lastModified}` : '';
    const idempotencyKey = attempt.current.for(JSON.stringify([fields, proofMark]));
    submit.mutate(
      { ...fields, idempotencyKey, proof },
      {
        onSuccess: () => {
          attempt.current.finish();
          // The payer is the same next time; the rest belongs to this transfer.
          form.reset({ ...empty, payerName: form.getValues('payerName') });
          onSubmitted();
        },
        onError: (error) => attempt.current.failed(error),
      },
    );
  };

  return (
    <div className="deposit-method" data-testid="bank-deposit">
      <BankDetails method={method} />
      <form
        className="account-form"
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        noValidate
        data-testid="bank-deposit-form"
      >
        <DepositAmountField
          control={control}
          name="amount"
          bounds={method}
          exponent={exponent}
          currency={currency}
        />
        <FormTextField
          control={control}
          name="payerName"
          label={t('deposit.bank.payerName')}
          autoComplete="name"
          maxLength={64}
          starred
          testId="deposit-payer"
        />
        <FormTextField
          control={control}
          name="reference"
          label={t('deposit.bank.reference')}
          autoComplete="off"
          maxLength={64}
          testId="deposit-reference"
        />
        <FormProofImageField
          control={control}
          name="proof"
          label={t('deposit.bank.proof')}
          hint={t('deposit.bank.proofHint')}
          problems={proofProblems}
          removable
          testId="deposit-proof"
        />
        <FormFooter
          error={refusalText(submit.error)}
          submitLabel={submit.isPending ? t('deposit.submitting') : t('deposit.bank.submit')}
          pending={submit.isPending}
          testId="bank-deposit"
        />
      </form>
    </div>
  );
}
