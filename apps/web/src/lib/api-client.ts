import type { CallInput, Endpoint, ResponseOf } from '@sorteo/shared/contract/endpoint';
import { pathOf, type Route } from '@sorteo/shared/contract/route';
import type { ErrorEnvelope } from '@sorteo/shared/contract/envelope';
import { errorCodes, type ErrorCode } from '@sorteo/shared/contract/error-codes';
import { getMerchantCode, getSessionToken } from './storage';

/** Failure codes the client adds to the server's own when no envelope came back. */
export type ClientErrorCode = 'NETWORK' | 'BAD_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly status: number,
    readonly value?: ProblemValue,
  ) {
    super(message);
  }
}

/** What a failed answer says beyond its code: the field at fault, its issues, and more. */
export type ProblemValue = NonNullable<ErrorEnvelope['value']>;

const knownCodes = new Set<string>(errorCodes);

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The language the site shows, sent as Accept-Language so the server answers in it: its
 * content, and the texts it sends (an SMS code). Until i18n says otherwise, the page's own.
 */
let shownLanguage: string | null =
  typeof document === 'undefined' ? null : document.documentElement.lang || null;

/** Records the language the site now shows; true when it differs from the one before. */
export function setShownLanguage(language: string): boolean {
  const changed = language !== shownLanguage;
  shownLanguage = language;
  return changed;
}

function headers(): Headers {
  const h = new Headers({ Accept: 'application/json' });
  if (shownLanguage) h.set('Accept-Language', shownLanguage);
  const merchant = getMerchantCode();
  if (merchant) h.set('Merchant', merchant);
  const token = getSessionToken();
  if (token) h.set('Authorization', `Bearer ${token}`);
  return h;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/**
 * Reads `{ success: true, value }` or `{ success: false, code, message }`. Anything else
 * (HTML error page, proxy failure) becomes a BAD_RESPONSE ApiError.
 */
export function parseEnvelope<T>(body: unknown, status: number): T {
  if (isRecord(body) && body.success === true && 'value' in body) return body.value as T;
  if (isRecord(body) && body.success === false) {
    const code = typeof body.code === 'string' && knownCodes.has(body.code) ? body.code : null;
    const message = typeof body.message === 'string' ? body.message : '';
    return throwApiError(
      new ApiError(
        (code as ErrorCode | null) ?? 'BAD_RESPONSE',
        message,
        status,
        isRecord(body.value) ? (body.value as ProblemValue) : undefined,
      ),
    );
  }
  return throwApiError(new ApiError('BAD_RESPONSE', `Unexpected answer (${status})`, status));
}

function throwApiError(error: ApiError): never {
  throw error;
}

export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(buildUrl(path, options.query), { headers: headers(), signal: options.signal });
}

/** Sends `body` as JSON with `method`. */
function sendJson<T>(method: string, path: string, body: unknown, options: RequestOptions) {
  const h = headers();
  h.set('Content-Type', 'application/json');
  return send<T>(buildUrl(path, options.query), {
    method,
    headers: h,
    body: JSON.stringify(body),
    signal: options.signal,
  });
}

/** POSTs `body` as JSON. */
export function apiPost<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return sendJson<T>('POST', path, body, options);
}

/** PUTs `body` as JSON. */
export function apiPut<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return sendJson<T>('PUT', path, body, options);
}

/** DELETEs; `body`, when the call takes one, goes as JSON. */
export function apiDelete<T>(
  path: string,
  options: RequestOptions & { body?: unknown } = {},
): Promise<T> {
  if (options.body !== undefined) return sendJson<T>('DELETE', path, options.body, options);
  return send<T>(buildUrl(path, options.query), {
    method: 'DELETE',
    headers: headers(),
    signal: options.signal,
  });
}

/** POSTs `fields` as application/x-www-form-urlencoded. */
export function apiPostForm<T>(
  path: string,
  fields: Record<string, string>,
  options: RequestOptions = {},
): Promise<T> {
  const h = headers();
  h.set('Content-Type', 'application/x-www-form-urlencoded');
  return send<T>(buildUrl(path, options.query), {
    method: 'POST',
    headers: h,
    body: new URLSearchParams(fields).toString(),
    signal: options.signal,
  });
}

/**
 * POSTs `form` as multipart/form-data. No Content-Type is set: the browser writes it with
 * the boundary.
 */
export function apiPostMultipart<T>(path: string, form: FormData): Promise<T> {
  return send<T>(path, { method: 'POST', headers: headers(), body: form });
}

/**
 * Calls a route or an endpoint of the shared contract: its path filled in from `params`,
 * `query` and `body` sent as it takes them, and its answer typed by the route's response
 * type or the endpoint's response schema. Only the method and path are read, so a route
 * (route.ts) calls without loading zod or the schemas.
 */
export function call<C extends Route>(
  target: C,
  input: CallInput<C>,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<C>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
  };
  const path = pathOf(target.path, params);
  const request = { query, signal: options.signal };
  if (target.method === 'GET') return apiGet(path, request);
  if (target.method === 'DELETE') return apiDelete(path, { ...request, body });
  return sendJson(target.method, path, body ?? {}, request);
}

/**
 * Calls an endpoint whose body the spec makes a form: the body goes as
 * application/x-www-form-urlencoded, each value as text.
 */
export function callForm<E extends Endpoint & { method: 'POST' }>(
  endpoint: E,
  input: CallInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: Record<string, unknown>;
  };
  const fields = Object.fromEntries(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)]));
  return apiPostForm(pathOf(endpoint.path, params), fields, { query, signal: options.signal });
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK', 'Network request failed', 0);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return parseEnvelope<T>(body, response.status);
}

export type ErrorTextKey = `errors.${ErrorCode | ClientErrorCode | 'UNKNOWN'}`;

/** The translation key for any error the UI may show; a code is never shown raw. */
export function errorKey(error: unknown): ErrorTextKey {
  if (error instanceof ApiError) return `errors.${error.code}`;
  return 'errors.UNKNOWN';
}
