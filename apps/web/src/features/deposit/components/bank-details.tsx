import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@sorteo/shared/contract/deposit';
import { Button } from '../../../components/ui/button';

type DetailKey = 'bankName' | 'accountName' | 'accountNumber';
const details: DetailKey[] = ['bankName', 'accountName', 'accountNumber'];

/** Where to send the transfer, each value with a copy button. */
export function BankDetails({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<DetailKey | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = async (key: DetailKey, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(key);
      setCopyFailed(false);
    } catch {
      setCopied(null);
      setCopyFailed(true);
    }
  };

  return (
    <section
      className="bank-details"
      aria-labelledby="bank-details-title"
      data-testid="bank-details"
    >
      <h3 id="bank-details-title" className="deposit__subtitle">
        {t('deposit.bank.payTo')}
      </h3>
      <dl className="bank-details__list">
        {details.map((key) => {
          const value = method[key] ?? '';
          return (
            <div key={key} className="bank-details__row">
              <dt>{t(`deposit.bank.${key}`)}</dt>
              <dd data-testid={`bank-${key}`}>{value}</dd>
              <Button
                type="button"
                variant="ghost"
                className="bank-details__copy"
                onClick={() => void copy(key, value)}
                aria-label={t('deposit.bank.copyLabel', { what: t(`deposit.bank.${key}`) })}
                data-testid={`bank-copy-${key}`}
              >
                {copied === key ? t('deposit.bank.copied') : t('deposit.bank.copy')}
              </Button>
            </div>
          );
        })}
      </dl>
      <p className="visually-hidden" aria-live="polite">
        {copied ? t('deposit.bank.copiedLabel', { what: t(`deposit.bank.${copied}`) }) : ''}
      </p>
      {copyFailed ? (
        <p className="form-error" role="alert">
          {t('deposit.bank.copyFailed')}
        </p>
      ) : null}
    </section>
  );
}
