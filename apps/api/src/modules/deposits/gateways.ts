import type { Config } from '../../config.js';
import { httpGateway } from './http-gateway.js';
import type { PaymentGateway } from './payment-gateway.js';

/** The gateway configured by the PAYMENT_GATEWAY_* variables, or null. */
export function configuredGateway(config: Config): PaymentGateway | null {
  const settings = config.payments.gateway;
  return settings ? httpGateway(settings) : null;
}
