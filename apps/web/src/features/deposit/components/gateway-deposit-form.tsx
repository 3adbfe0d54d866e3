import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@sorteo/shared/contract/deposit';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { FormFooter } from '../../../components/ui/form-footer';
import { useSubmitGatewayDeposit } from '../api/submit-deposit';
import { useRefusalText } from '../hooks/use-refusal-text';
import { gatewayDepositFormSchema, type GatewayDepositValues } from '../lib/form-schemas';
import { AttemptKey } from '../../balance/lib/attempt-key';
import { DepositAmountField } from './deposit-amount-field';

export interface GatewayDepositFormProps {
  method: PaymentMethod;
  currency: string;
  exponent: number;
  /** Where the browser goes to pay; a page load, not a route. */
  goTo: (url: string) => void;
}

/** An online payment: the amount, then the gateway's own page to pay on. */
export function GatewayDepositForm({ method, currency, exponent, goTo }: GatewayDepositFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(
    () => schemaResolver(gatewayDepositFormSchema(method, exponent)),
    [method, exponent],
  );
  const form = useForm({ resolver, defaultValues: { amount: '' } });
  const refusalText = useRefusalText(exponent, currency);
  const attempt = useRef(new AttemptKey());
  const submit = useSubmitGatewayDeposit();
  const leaving = submit.isSuccess;

  const send = ({ amount }: GatewayDepositValues) => {
    if (submit.isPending || leaving) return;
    const idempotencyKey = attempt.current.for(JSON.stringify([method.id, amount]));
    submit.mutate(
      { methodId: method.id, amount, idempotencyKey },
      {
        onSuccess: (answer) => {
          attempt.current.finish();
          goTo(answer.redirectUrl);
        },
        onError: (error) => attempt.current.failed(error),
      },
    );
  };

  return (
    <div className="deposit-method" data-testid="gateway-deposit">
      <p className="form-muted">{t('deposit.gateway.intro', { name: method.name })}</p>
      <form
        className="account-form"
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        noValidate
        data-testid="gateway-deposit-form"
      >
        <DepositAmountField
          control={form.control}
          name="amount"
          bounds={method}
          exponent={exponent}
          currency={currency}
        />
        <FormFooter
          error={refusalText(submit.error)}
          submitLabel={
            submit.isPending || leaving ? t('deposit.gateway.opening') : t('deposit.gateway.submit')
          }
          pending={submit.isPending || leaving}
          testId="gateway-deposit"
        />
      </form>
    </div>
  );
}
