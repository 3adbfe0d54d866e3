import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TransferResult } from '@sorteo/shared/contract/transfer';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { useOnEdit } from '../../../components/ui/form/use-on-edit';
import { FormFooter } from '../../../components/ui/form-footer';
import { ApiError, errorKey } from '../../../lib/api-client';
import { formatMinor } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { AttemptKey } from '../../balance/lib/attempt-key';
import { useTransferToDownline } from '../api/transfer-to-downline';
import { transferFormSchema, transferProblems } from '../lib/transfer-form';
import { DownlineField } from './downline-field';
import { TransferConfirmDialog } from './transfer-confirm-dialog';

export interface TransferFormProps {
  currency: string;
  exponent: number;
  /** The agent's balance, to refuse more than it before asking; null while unknown. */
  balance: number | null;
}

const empty = { toAccount: '', amount: '', paymentPassword: '' };

/** An agent sends money to a downline: account, amount, payment password, then confirm. */
export function TransferForm({ currency, exponent, balance }: TransferFormProps) {
  const { t, i18n } = useTranslation();
  const resolver = useMemo(
    () => schemaResolver(transferFormSchema(exponent, balance), transferProblems),
    [exponent, balance],
  );
  const form = useForm({ resolver, defaultValues: empty });
  const { control } = form;
  const [confirming, setConfirming] = useState<{
    toAccount: string;
    amount: number;
    paymentPassword: string;
  } | null>(null);
  const [result, setResult] = useState<TransferResult | null>(null);
  const attempt = useRef(new AttemptKey());
  const transfer = useTransferToDownline();
  const money = (minor: number, code = currency) =>
    formatMinor(minor, exponent, i18n.language, code);

  // The last outcome is about what was sent: changing anything takes it away.
  const { reset: forgetOutcome } = transfer;
  useOnEdit(
    form,
    useCallback(() => {
      setResult(null);
      forgetOutcome();
    }, [forgetOutcome]),
  );

  const handleSubmit = form.handleSubmit((checked) => setConfirming(checked));

  const handleConfirm = () => {
    if (!confirming || transfer.isPending) return;
    const { toAccount, amount, paymentPassword } = confirming;
    const idempotencyKey = attempt.current.for(JSON.stringify([toAccount, amount]));
    transfer.mutate(
      { toAccount, amount, paymentPassword, idempotencyKey },
      {
        onSuccess: (done) => {
          attempt.current.finish();
          form.reset(empty);
          setResult(done);
        },
        onError: (error) => attempt.current.failed(error),
        onSettled: () => setConfirming(null),
      },
    );
  };

  const amountRange = { min: money(1), max: balance === null ? '' : money(balance) };
  const noPassword =
    transfer.error instanceof ApiError && transfer.error.code === 'PAYMENT_PASSWORD_NOT_SET';

  return (
    <section className="wallet-panel" aria-labelledby="transfer-title" data-testid="transfer">
      <h2 id="transfer-title" className="page__section-title">
        {t('wallet.transfer.title')}
      </h2>
      <p className="form-muted">{t('wallet.transfer.intro')}</p>
      <form
        className="account-form"
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        data-testid="transfer-form"
      >
        <DownlineField control={control} name="toAccount" />
        <FormTextField
          control={control}
          name="amount"
          label={t('wallet.transfer.amount', { currency })}
          problemValues={amountRange}
          inputMode="decimal"
          autoComplete="off"
          starred
          testId="transfer-amount"
        />
        <FormTextField
          control={control}
          name="paymentPassword"
          label={t('wallet.transfer.paymentPassword')}
          type="password"
          autoComplete="off"
          maxLength={32}
          starred
          testId="transfer-password"
        />
        {noPassword ? (
          <p className="form-error" role="alert" data-testid="transfer-no-password">
            {t('errors.PAYMENT_PASSWORD_NOT_SET')}{' '}
            <Link to={paths.withdraw} className="wallet-link" data-testid="transfer-set-password">
              {t('wallet.transfer.setPassword')}
            </Link>
          </p>
        ) : null}
        <FormFooter
          error={transfer.error && !noPassword ? t(errorKey(transfer.error)) : null}
          submitLabel={t('wallet.transfer.submit')}
          pending={transfer.isPending}
          testId="transfer"
        />
      </form>
      {result ? (
        <p className="form-success" role="status" data-testid="transfer-result">
          {t('wallet.transfer.done', {
            amount: money(result.amount, result.currency),
            account: result.toAccount,
            balance: money(result.balance, result.currency),
          })}
        </p>
      ) : null}
      {confirming ? (
        <TransferConfirmDialog
          toAccount={confirming.toAccount}
          amountText={money(confirming.amount)}
          pending={transfer.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={handleConfirm}
        />
      ) : null}
    </section>
  );
}
