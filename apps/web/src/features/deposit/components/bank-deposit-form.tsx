import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@sorteo/shared/contract/deposit';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitBankDeposit } from '../api/submit-deposit';
import { useAmountField } from '../hooks/use-amount-field';
import { useRefusalText } from '../hooks/use-refusal-text';
import { AttemptKey } from '../../balance/lib/attempt-key';
import { BankDetails } from './bank-details';
import { DepositAmountField } from './deposit-amount-field';
import { ProofImageField } from './proof-image-field';

export interface BankDepositFormProps {
  method: PaymentMethod;
  currency: string;
  exponent: number;
  onSubmitted: () => void;
}

/** A bank transfer the player made: where to pay, then the amount, payer, reference, proof. */
export function BankDepositForm({ method, currency, exponent, onSubmitted }: BankDepositFormProps) {
  const { t } = useTranslation();
  const amount = useAmountField(method, exponent, currency);
  const refusalText = useRefusalText(exponent, currency);
  const [payerName, setPayerName] = useState('');
  const [payerProblem, setPayerProblem] = useState(false);
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const attempt = useRef(new AttemptKey());
  const submit = useSubmitBankDeposit();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const minor = amount.check();
    const payer = payerName.trim();
    setPayerProblem(payer === '');
    if (minor === null || payer === '') return;
    const fields = {
      methodId: method.id,
      amount: minor,
      payerName: payer,
      reference: reference.trim() || undefined,
    };
    const proofMark = proof ? `${proof.name}:${proof.size}:${proof.lastModified}` : '';
    const idempotencyKey = attempt.current.for(JSON.stringify([fields, proofMark]));
    submit.mutate(
      { ...fields, idempotencyKey, proof },
      {
        onSuccess: () => {
          attempt.current.finish();
          amount.reset();
          setReference('');
          setProof(null);
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
        onSubmit={handleSubmit}
        noValidate
        data-testid="bank-deposit-form"
      >
        <DepositAmountField amount={amount} currency={currency} />
        <TextField
          label={t('deposit.bank.payerName')}
          autoComplete="name"
          maxLength={64}
          value={payerName}
          onChange={(e) => {
            setPayerName(e.target.value);
            setPayerProblem(false);
          }}
          error={payerProblem ? t('deposit.bank.payerNameRequired') : null}
          starred
          testId="deposit-payer"
        />
        <TextField
          label={t('deposit.bank.reference')}
          autoComplete="off"
          maxLength={64}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          testId="deposit-reference"
        />
        <ProofImageField file={proof} onChange={setProof} />
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
