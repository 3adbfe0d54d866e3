import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReceivingAccount, Withdrawal, WithdrawalLimits } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { FormSelectField } from '../../../components/ui/form/form-select-field';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { useOnEdit } from '../../../components/ui/form/use-on-edit';
import { FormFooter } from '../../../components/ui/form-footer';
import { Modal } from '../../../components/ui/modal';
import { errorKey } from '../../../lib/api-client';
import { formatMinor } from '../../../lib/money';
import { AttemptKey } from '../../balance/lib/attempt-key';
import { useRequestWithdrawal } from '../api/withdrawals';
import { withdrawalRequestFormSchema, withdrawProblems } from '../lib/form-schemas';

export interface WithdrawalRequestFormProps {
  accounts: ReceivingAccount[];
  limits: WithdrawalLimits;
  onRequested: (withdrawal: Withdrawal) => void;
}

type Ready = { account: ReceivingAccount; amount: number; paymentPassword: string };

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
  const resolver = useMemo(
    () => schemaResolver(withdrawalRequestFormSchema(limits), withdrawProblems),
    [limits],
  );
  // With no account bound the id is left out, which the schema says is required.
  const firstId = accounts[0]?.id as number;
  const form = useForm({
    resolver,
    defaultValues: { receivingAccountId: firstId, amount: '', paymentPassword: '' },
  });
  const { control } = form;
  const [ready, setReady] = useState<Ready | null>(null);
  const money = (amount: number) =>
    formatMinor(amount, limits.currencyExponent, i18n.language, limits.currency);
  const bounds = { min: money(limits.minAmount), max: money(limits.maxAmount) };

  // An account removed meanwhile falls back to the first one still bound.
  const chosenId = useWatch({ control, name: 'receivingAccountId' });
  useEffect(() => {
    if (!accounts.some((a) => a.id === chosenId)) form.setValue('receivingAccountId', firstId);
  }, [accounts, chosenId, firstId, form]);

  // A refusal is about what was sent: changing anything takes it away.
  useOnEdit(form, send.reset);

  const submit = form.handleSubmit(({ receivingAccountId, amount, paymentPassword }) => {
    const account = accounts.find((a) => a.id === receivingAccountId);
    if (account) setReady({ account, amount, paymentPassword });
  });

  const confirm = () => {
    if (!ready) return;
    const { account, amount, paymentPassword } = ready;
    send.mutate(
      {
        receivingAccountId: account.id,
        amount,
        paymentPassword,
        // A different request gets a key of its own; the same one sent again keeps it.
        idempotencyKey: attempt.for(JSON.stringify([account.id, amount, paymentPassword])),
      },
      {
        onSuccess: (withdrawal) => {
          attempt.finish();
          setReady(null);
          form.reset({ receivingAccountId: account.id, amount: '', paymentPassword: '' });
          onRequested(withdrawal);
        },
        onError: (error) => {
          attempt.failed(error);
          setReady(null);
        },
      },
    );
  };

  return (
    <>
      <form
        className="account-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="withdraw-form"
      >
        <FormSelectField
          control={control}
          name="receivingAccountId"
          label={t('withdraw.request.account')}
          options={accounts.map((a) => ({ value: a.id, label: accountName(a) }))}
          starred
          testId="withdraw-account"
        />
        <FormTextField
          control={control}
          name="amount"
          label={t('withdraw.request.amount', { currency: limits.currency })}
          problemValues={bounds}
          inputMode="decimal"
          autoComplete="off"
          starred
          testId="withdraw-amount"
        />
        <p className="form-muted" data-testid="withdraw-limits">
          {t('withdraw.request.limits', bounds)}
        </p>
        <FormTextField
          control={control}
          name="paymentPassword"
          type="password"
          label={t('withdraw.request.paymentPassword')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
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
