import { parseEnvelope, ApiError } from '../../../lib/api-client';
import { getMerchantCode, getSessionToken } from '../../../lib/storage';

/**
 * POSTs `form` as multipart/form-data (the browser writes the boundary) with the same
 * headers and envelope reading as every other call.
 */
export async function apiPostMultipart<T>(path: string, form: FormData): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const merchant = getMerchantCode();
  if (merchant) headers.set('Merchant', merchant);
  const token = getSessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('NETWORK', 'Network request failed', 0);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: parseEnvelope turns it into BAD_RESPONSE.
  }
  return parseEnvelope<T>(body, response.status);
}
