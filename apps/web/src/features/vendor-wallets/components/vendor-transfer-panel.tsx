import { useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TransferDirection, VendorTransferAnswer, VendorWallet } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { StatusChip, type StatusTone } from '../../../components/ui/status-chip';
import { errorKey } from '../../../lib/api-client';
import { formatMinor } from '../../../lib/money';
import { AttemptKey } from '../../balance/lib/attempt-key';
import { useTransferWithVendor } from '../api/transfer-with-vendor';
import { availableFor, vendorTransferFormSchema } from '../lib/vendor-transfer-form';
import './vendor-wallets.css';

export interface VendorTransferPanelProps {
  wallet: VendorWallet;
  main: number;
  currency: string;
  exponent: number;
  /** Told after money moved. */
  onMoved?: () => void;
}

const tones: Record<VendorTransferAnswer['status'], StatusTone> = {
  pending: 'wait',
  unknown: 'wait',
  confirmed: 'good',
  failed: 'bad',
};

type FormValues = { amount: string };

/**
 * Money between the main wallet and one transfer-wallet vendor (docs/games.md, "Transfer
 * wallet"): an amount, then "to the game" or "back to my wallet". The outcome stays under the
 * form: done, refused by the vendor, or waiting for the vendor to confirm (the money is in
 * transit and the site resolves it by itself).
 */
export function VendorTransferPanel({
  wallet,
  main,
  currency,
  exponent,
  onMoved,
}: VendorTransferPanelProps) {
  const { t, i18n } = useTranslation();
  const direction = useRef<TransferDirection>('to_vendor');
  const resolver = useMemo<Resolver<FormValues, unknown, { amount: number }>>(() => {
    const balances = { main, vendor: wallet.balance };
    const to = schemaResolver(
      vendorTransferFormSchema(exponent, availableFor('to_vendor', balances)),
    );
    const from = schemaResolver(
      vendorTransferFormSchema(exponent, availableFor('from_vendor', balances)),
    );
    return (values, context, options) =>
      (direction.current === 'to_vendor' ? to : from)(values, context, options);
  }, [exponent, main, wallet.balance]);
  const form = useForm<FormValues, unknown, { amount: number }>({
    resolver,
    defaultValues: { amount: '' },
  });
  const transfer = useTransferWithVendor();
  const attempt = useRef(new AttemptKey());
  const [outcome, setOutcome] = useState<VendorTransferAnswer | null>(null);
  const money = (minor: number) => formatMinor(minor, exponent, i18n.language, currency);

  const send = (to: TransferDirection) => {
    direction.current = to;
    void form.handleSubmit(({ amount }) => {
      const requestId = attempt.current.for(JSON.stringify([wallet.vendor, to, amount]));
      setOutcome(null);
      transfer.mutate(
        { vendor: wallet.vendor, direction: to, amount, requestId },
        {
          onSuccess: (answer) => {
            attempt.current.finish();
            setOutcome(answer);
            if (answer.status === 'confirmed') {
              form.reset({ amount: '' });
              onMoved?.();
            }
          },
          onError: (error) => attempt.current.failed(error),
        },
      );
    })();
  };

  const outcomeText = (answer: VendorTransferAnswer) => {
    const amount = money(answer.amount);
    if (answer.status === 'confirmed') {
      return answer.direction === 'to_vendor'
        ? t('vendorWallets.done.toVendor', { amount, vendor: answer.vendorName })
        : t('vendorWallets.done.fromVendor', { amount, vendor: answer.vendorName });
    }
    if (answer.status === 'failed') {
      return answer.failureCode === 'INSUFFICIENT_FUNDS'
        ? t('vendorWallets.failed.vendorShort', { vendor: answer.vendorName })
        : t('vendorWallets.failed.other', { vendor: answer.vendorName });
    }
    return t('vendorWallets.inTransit', { amount, vendor: answer.vendorName });
  };

  const busy = transfer.isPending;
  const disabled = busy || wallet.maintenance;
  return (
    <section
      className="vendor-transfer"
      aria-labelledby={`vendor-transfer-${wallet.vendor}`}
      data-testid={`vendor-transfer-${wallet.vendor}`}
    >
      <h2 id={`vendor-transfer-${wallet.vendor}`} className="vendor-transfer__title">
        {t('vendorWallets.title', { vendor: wallet.vendorName })}
      </h2>
      <dl className="vendor-transfer__balances">
        <div>
          <dt>{t('vendorWallets.main')}</dt>
          <dd data-testid="vendor-transfer-main">{money(main)}</dd>
        </div>
        <div>
          <dt>{t('vendorWallets.vendorBalance', { vendor: wallet.vendorName })}</dt>
          <dd data-testid="vendor-transfer-vendor">
            {wallet.balance === null ? t('vendorWallets.unavailable') : money(wallet.balance)}
          </dd>
        </div>
        {wallet.inTransit > 0 ? (
          <div>
            <dt>{t('vendorWallets.inTransitLabel')}</dt>
            <dd data-testid="vendor-transfer-in-transit">{money(wallet.inTransit)}</dd>
          </div>
        ) : null}
      </dl>
      {wallet.maintenance ? (
        <p className="form-muted" role="status">
          {t('errors.VENDOR_MAINTENANCE')}
        </p>
      ) : null}
      <form
        className="vendor-transfer__form"
        onSubmit={(event) => {
          event.preventDefault();
          send('to_vendor');
        }}
        noValidate
      >
        <FormTextField
          control={form.control}
          name="amount"
          label={t('vendorWallets.amount', { currency })}
          problemValues={{ min: money(1), max: '' }}
          inputMode="decimal"
          autoComplete="off"
          testId="vendor-transfer-amount"
        />
        <div className="vendor-transfer__actions">
          <Button
            type="submit"
            variant="primary"
            busy={busy && transfer.variables?.direction === 'to_vendor'}
            disabled={disabled}
            data-testid="vendor-transfer-in"
          >
            {t('vendorWallets.toVendor', { vendor: wallet.vendorName })}
          </Button>
          <Button
            variant="secondary"
            busy={busy && transfer.variables?.direction === 'from_vendor'}
            disabled={disabled || wallet.balance === 0}
            onClick={() => send('from_vendor')}
            data-testid="vendor-transfer-out"
          >
            {t('vendorWallets.fromVendor')}
          </Button>
        </div>
      </form>
      {transfer.error ? (
        <p className="form-error" role="alert" data-testid="vendor-transfer-error">
          {t(errorKey(transfer.error))}
        </p>
      ) : null}
      {outcome ? (
        <p className="vendor-transfer__outcome" role="status" data-testid="vendor-transfer-outcome">
          <StatusChip tone={tones[outcome.status]} status={outcome.status}>
            {t(`vendorWallets.status.${outcome.status}`)}
          </StatusChip>{' '}
          {outcomeText(outcome)}
        </p>
      ) : null}
    </section>
  );
}
