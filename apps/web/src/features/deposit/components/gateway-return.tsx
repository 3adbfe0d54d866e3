import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorKey } from '../../../lib/api-client';
import { formatMinor } from '../../../lib/money';
import { useReturnedDeposit } from '../api/get-request';
import { DepositStatusChip } from './status-chip';

export interface GatewayReturnProps {
  requestId: number;
  exponent: number;
  onClose: () => void;
}

/** Back from the gateway's page (`?order=`): how that payment went. */
export function GatewayReturn({ requestId, exponent, onClose }: GatewayReturnProps) {
  const { t, i18n } = useTranslation();
  const request = useReturnedDeposit(requestId);

  let body;
  if (request.isPending) {
    body = <Spinner label={t('deposit.gateway.checking')} />;
  } else if (request.isError) {
    body = (
      <p className="form-error" role="alert">
        {t(errorKey(request.error))}
      </p>
    );
  } else {
    const { status, amount, currency } = request.data;
    body = (
      <>
        <p className="form-notice" role="status" data-testid="deposit-return-text">
          {t(`deposit.gateway.outcome.${status}`, {
            amount: formatMinor(amount, exponent, i18n.language, currency),
          })}
        </p>
        <DepositStatusChip status={status} testId="deposit-return-status" />
      </>
    );
  }

  return (
    <section
      className="deposit-return"
      aria-labelledby="deposit-return-title"
      data-testid="deposit-return"
    >
      <div className="deposit-return__head">
        <h2 id="deposit-return-title" className="page__section-title">
          {t('deposit.gateway.returnTitle')}
        </h2>
        <Button type="button" variant="ghost" onClick={onClose} data-testid="deposit-return-close">
          {t('deposit.gateway.returnClose')}
        </Button>
      </div>
      {body}
    </section>
  );
}
