import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivingAccount, Withdrawal, WithdrawalLimits } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { FormFooter } from '../../../components/ui/form-footer';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorKey } from '../../../lib/api-client';
import { formatMinor } from '../../../lib/money';
import { AttemptKey } from '../../balance/lib/attempt-key';
import { useRequestWithdrawal } from '../api/withdrawals';
import { checkAmount, hasProblems, type Problems } from '../lib/form-checks';

export interface WithdrawalRequestFormProps {
  accounts: ReceivingAccount[];
  limits: WithdrawalLimits;
  onRequested: (withdrawal: Withdrawal) => void;
}

type Field = 'account' | 'amount' | 'paymentPassword';
type Ready = { account: ReceivingAccount; amount: number };

const accountName = (account: ReceivingAccount) =>
  `${account.provider} ${account.accountNumberMasked}`;

/**
 * The withdrawal request: where to, how much (within the merchant's limits), the payment
 * password, then a confirmation. On success the amount is held from the balance at once.
 */
export function WithdrawalRequestForm({
  accounts,
  limits,
  onRequested,
}: WithdrawalRequestFormProps) {
  const { t, i18n } = useTranslation();
  const send = useRequestWithdrawal();
  const attempt = useRef(new AttemptKey()).current;
  const [accountId, setAccountId] = useState(String(accounts[0]?.id ?? ''));
  const [amountText, setAmountText] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [ready, setReady] = useState<Ready | null>(null);
  const money = (amount: number) =>
    formatMinor(amount, limits.currencyExponent, i18n.language, limits.currency);
  // An account removed meanwhile falls back to the first one still bound.
  const selected = accounts.find((a) => String(a.id) === accountId) ?? accounts[0];

  const edit = (name: Field, apply: () => void) => {
    apply();
    send.reset();
    setProblems((p) => ({ ...p, [name]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems<Field> = {};
    const account = selected;
    if (!account) found.account = 'required';
    const amount = checkAmount(amountText, limits);
    if (amount.problem) found.amount = amount.problem;
    if (!paymentPassword) found.paymentPassword = 'required';
    setProblems(found);
    if (hasProblems(found) || !account || amount.amount === null) return;
    setReady({ account, amount: amount.amount });
  };

  const confirm = () => {
    if (!ready) return;
    send.mutate(
      {
        receivingAccountId: ready.account.id,
        amount: ready.amount,
        paymentPassword,
        // A different request gets a key of its own; the same one sent again keeps it.
        idempotencyKey: attempt.for(
          JSON.stringify([ready.account.id, ready.amount, paymentPassword]),
        ),
      },
      {
        onSuccess: (withdrawal) => {
          attempt.finish();
          setReady(null);
          setAmountText('');
          setPaymentPassword('');
          onRequested(withdrawal);
        },
        onError: (error) => {
          attempt.failed(error);
          setReady(null);
        },
      },
    );
  };

  const problemText = (name: Field) =>
    problems[name]
      ? t(`withdraw.problems.${problems[name]}`, {
          min: money(limits.minAmount),
          max: money(limits.maxAmount),
        })
      : null;

  return (
    <>
      <form className="account-form" onSubmit={handleSubmit} noValidate data-testid="withdraw-form">
        <SelectField
          label={t('withdraw.request.account')}
          options={accounts.map((a) => ({ value: String(a.id), label: accountName(a) }))}
          value={selected ? String(selected.id) : ''}
          onChange={(e) => edit('account', () => setAccountId(e.target.value))}
          error={problemText('account')}
          starred
          testId="withdraw-account"
        />
        <TextField
          label={t('withdraw.request.amount', { currency: limits.currency })}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(e) => edit('amount', () => setAmountText(e.target.value))}
          error={problemText('amount')}
          starred
          testId="withdraw-amount"
        />
        <p className="form-muted" data-testid="withdraw-limits">
          {t('withdraw.request.limits', {
            min: money(limits.minAmount),
            max: money(limits.maxAmount),
          })}
        </p>
        <TextField
          type="password"
          label={t('withdraw.request.paymentPassword')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          value={paymentPassword}
          onChange={(e) => edit('paymentPassword', () => setPaymentPassword(e.target.value))}
          error={problemText('paymentPassword')}
          starred
          testId="withdraw-password"
        />
        <FormFooter
          error={send.error ? t(errorKey(send.error)) : null}
          submitLabel={t('withdraw.request.submit')}
          pending={send.isPending}
          testId="withdraw-form"
        />
      </form>
      <Modal
        open={ready !== null}
        onClose={() => setReady(null)}
        title={t('withdraw.request.confirmTitle')}
        size="sm"
        testId="withdraw-confirm"
      >
        {ready ? (
          <div className="account-form">
            <p className="form-notice">
              {t('withdraw.request.confirmText', {
                amount: money(ready.amount),
                account: accountName(ready.account),
              })}
            </p>
            <div className="form-actions">
              <Button
                type="button"
                variant="ghost"
                onClick={() => setReady(null)}
                data-testid="withdraw-confirm-cancel"
              >
                {t('withdraw.cancel')}
              </Button>
              <Button
                type="button"
                variant="primary"
                onClick={confirm}
                disabled={send.isPending}
                data-testid="withdraw-confirm-submit"
              >
                {t('withdraw.request.confirm')}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
