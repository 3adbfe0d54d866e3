import type { z } from 'zod';
import {
  signVendorBody,
  VENDOR_SIGNATURE_HEADER,
  vendorSignatureMatches,
} from '../../lib/vendor-protocol.js';
import { transferAnswerSchema, type TransferCallName } from '../../lib/vendor-transfer-protocol.js';

/** Where and how Sorteo reaches one transfer-wallet vendor. */
export type TransferLink = { code: string; url: string; secret: string; timeoutMs: number };

/**
 * What a call to the vendor came to: its value; a refusal (final: nothing happened); or no
 * answer Sorteo can trust (timed out, cut, a server error, a bad signature), after which
 * whatever the call asked may or may not have happened.
 */
export type TransferReply<T> =
  | { kind: 'answered'; value: T }
  | { kind: 'refused'; code: string }
  | { kind: 'no-answer'; reason: string };

/**
 * One signed call of the transfer protocol (`lib/vendor-transfer-protocol.ts`). Never
 * throws: every failure is a reply. Never called inside a database transaction.
 */
export async function callTransferVendor<T>(
  link: TransferLink,
  name: TransferCallName,
  call: Record<string, unknown>,
  valueSchema: z.ZodType<T>,
): Promise<TransferReply<T>> {
  const body = JSON.stringify({ ...call, requestTime: Date.now() });
  let status: number;
  let text: string;
  let signature: string | null;
  try {
    const response = await fetch(`${link.url}/transfer/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(link.secret, body),
      },
      body,
      signal: AbortSignal.timeout(link.timeoutMs),
    });
    status = response.status;
    text = await response.text();
    signature = response.headers.get(VENDOR_SIGNATURE_HEADER);
  } catch (error) {
    return { kind: 'no-answer', reason: (error as Error).name };
  }
  if (status >= 500) return { kind: 'no-answer', reason: `status ${status}` };
  if (!vendorSignatureMatches(link.secret, text, signature)) {
    return { kind: 'no-answer', reason: 'answer not signed with the secret' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'no-answer', reason: 'answer not JSON' };
  }
  const answer = transferAnswerSchema.safeParse(parsed);
  if (!answer.success) return { kind: 'no-answer', reason: 'answer of another shape' };
  if (!answer.data.ok) return { kind: 'refused', code: answer.data.code };
  const value = valueSchema.safeParse(answer.data.value);
  if (!value.success) return { kind: 'no-answer', reason: 'value of another shape' };
  return { kind: 'answered', value: value.data };
}
