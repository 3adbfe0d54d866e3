import type { TwilioConfig } from '../../config-sections/phone.js';
import {
  e164,
  SmsRejected,
  type SmsGateway,
  type SmsMessage,
  type SmsRejection,
} from './sms-gateway.js';

/** Twilio error codes (https://www.twilio.com/docs/api/errors) that say what went wrong. */
const rejectionByCode: Readonly<Record<number, SmsRejection>> = {
  21211: 'invalid-number',
  21614: 'invalid-number',
  20429: 'quota',
};

type TwilioError = { code?: unknown; message?: unknown };

function rejectionOf(status: number, body: TwilioError): SmsRejection {
  const code = typeof body.code === 'number' ? body.code : Number(body.code);
  if (rejectionByCode[code]) return rejectionByCode[code];
  if (status === 429) return 'quota';
  return 'delivery';
}

async function readJson(response: Response): Promise<TwilioError> {
  try {
    return (await response.json()) as TwilioError;
  } catch {
    return {};
  }
}

/**
 * Twilio's Programmable Messaging REST API: one form-encoded POST per text, HTTP basic
 * auth with the account SID and auth token.
 */
export function twilioSmsGateway(
  config: TwilioConfig,
  options: { timeoutMs?: number } = {},
): SmsGateway {
  const base = config.baseUrl.replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    provider: 'twilio',
    async send(message: SmsMessage) {
      const form = new URLSearchParams({
        To: e164(message.to),
        From: config.from,
        Body: message.text,
      });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsRejected('delivery', `Twilio unreachable: ${(error as Error).message}`);
      }
      if (response.ok) {
        await response.arrayBuffer();
        return;
      }
      const body = await readJson(response);
      throw new SmsRejected(
        rejectionOf(response.status, body),
        `Twilio ${response.status} ${String(body.code ?? '')} ${String(body.message ?? '')}`.trim(),
      );
    },
  };
}
