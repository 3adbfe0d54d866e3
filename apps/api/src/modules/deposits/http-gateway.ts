import { ErrorCode } from '@sorteo/shared';
import type { GatewaySettings } from '../../config-sections/payments.js';
import { AppError } from '../../lib/errors.js';
import {
  SIGNATURE_HEADER,
  gatewayCallbackSchema,
  gatewayOrderAnswerSchema,
  signBody,
  signatureMatches,
} from './gateway-protocol.js';
import { GatewayUnavailableError, type PaymentGateway } from './payment-gateway.js';

/** A gateway speaking the protocol of gateway-protocol.ts at `settings.url`. */
export function httpGateway(settings: GatewaySettings): PaymentGateway {
  return {
    code: settings.code,

    async createOrder(order) {
      const body = JSON.stringify({ merchantId: settings.merchantId, ...order });
      let response: Response;
      try {
        response = await fetch(`${settings.url}/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signBody(settings.secret, body),
          },
          body,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        throw new GatewayUnavailableError(`gateway unreachable: ${(error as Error).message}`);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        throw new GatewayUnavailableError(`gateway answered ${response.status}: ${text}`);
      }
      try {
        return gatewayOrderAnswerSchema.parse(JSON.parse(text));
      } catch {
        throw new GatewayUnavailableError(`gateway answered an unreadable order: ${text}`);
      }
    },

    verifyCallback(rawBody, signature) {
      if (!signatureMatches(settings.secret, rawBody, signature)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError(400, ErrorCode.BadRequest, 'The callback is not JSON');
      }
      return gatewayCallbackSchema.parse(json);
    },
  };
}
