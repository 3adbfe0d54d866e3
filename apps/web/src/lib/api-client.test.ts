import { lotteryBetsEndpoints } from '@sorteo/shared/contract/lottery-bets-endpoints';
import { recoveryEndpoints } from '@sorteo/shared/contract/recovery-endpoints';
import { stepUpEndpoints } from '@sorteo/shared/contract/step-up-endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  apiPostForm,
  apiPostMultipart,
  call,
  callForm,
  errorKey,
  parseEnvelope,
  setShownLanguage,
} from './api-client';

describe('parseEnvelope', () => {
  it('returns the value of a success envelope', () => {
    expect(parseEnvelope<number>({ success: true, value: 3 }, 200)).toBe(3);
  });

  it('throws a typed error for a failure envelope', () => {
    try {
      parseEnvelope({ success: false, code: 'RATE_LIMITED', message: 'slow down' }, 429);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('RATE_LIMITED');
      expect((error as ApiError).status).toBe(429);
      expect(errorKey(error)).toBe('errors.RATE_LIMITED');
    }
  });

  it('treats unknown codes and non-envelopes as bad responses', () => {
    expect(() => parseEnvelope({ success: false, code: 'WHAT', message: '' }, 500)).toThrow(
      ApiError,
    );
    try {
      parseEnvelope('<html>', 502);
    } catch (error) {
      expect((error as ApiError).code).toBe('BAD_RESPONSE');
    }
  });
});

describe('apiDelete', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a body as JSON when the call takes one, and none otherwise', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(init);
      return new Response(JSON.stringify({ success: true, value: { bound: false } }));
    });
    await expect(
      apiDelete('/wps/member/security/totp', { body: { code: '123456' } }),
    ).resolves.toEqual({
      bound: false,
    });
    expect(sent[0]).toMatchObject({ method: 'DELETE', body: '{"code":"123456"}' });
    expect(new Headers(sent[0]!.headers).get('content-type')).toBe('application/json');

    await apiDelete('/wps/session/logout');
    expect(sent[1]).toMatchObject({ method: 'DELETE' });
    expect(sent[1]!.body).toBeUndefined();
  });
});

describe('apiPostMultipart', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the form as it is, leaving the multipart type to the browser', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(init);
      return new Response(JSON.stringify({ success: true, value: { id: 7 } }));
    });
    const form = new FormData();
    form.set('outcome', 'received');
    await expect(apiPostMultipart('/wps/withdrawals/7/confirmation', form)).resolves.toEqual({
      id: 7,
    });
    expect(sent[0]).toMatchObject({ method: 'POST', body: form, credentials: 'same-origin' });
    expect(new Headers(sent[0]!.headers).get('content-type')).toBeNull();
  });

  it('reads a refusal and a lost connection as every other call does', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: false, code: 'PROOF_IMAGE_INVALID', message: '' }), {
          status: 400,
        }),
    );
    await expect(apiPostMultipart('/x', new FormData())).rejects.toMatchObject({
      code: 'PROOF_IMAGE_INVALID',
      status: 400,
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    await expect(apiPostMultipart('/x', new FormData())).rejects.toMatchObject({
      code: 'NETWORK',
    });
  });
});

describe('the language of every call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the server for the language the site shows, and follows a change', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(init);
      return new Response(JSON.stringify({ success: true, value: null }));
    });
    expect(setShownLanguage('en')).toBe(true);
    await apiGet('/wps/notice');
    await apiPost('/wps/verification/sms/noLogin', { mobileNum: '912345678' });
    expect(setShownLanguage('en')).toBe(false);
    setShownLanguage('pt');
    await apiPostForm('/wps/member/password/email', { username: 'ana' });
    const languages = sent.map((init) => new Headers(init.headers).get('accept-language'));
    expect(languages).toEqual(['en', 'en', 'pt']);
  });
});

describe('call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function recordFetch(value: unknown) {
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ success: true, value }), { status: 200 });
    });
    return sent;
  }

  it("sends an endpoint's method, filled path and body, and answers its value", async () => {
    const sent = recordFetch({ betId: 5 });
    const answer = await call(lotteryBetsEndpoints.cancelBet, { params: { betId: 5 } });
    expect(answer).toEqual({ betId: 5 });
    expect(sent[0]!.url).toBe('/lgw/bets/5/cancel');
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.body).toBe('{}');
  });

  it("puts a GET call's query in the address, leaving out what is not set", async () => {
    const sent = recordFetch({ content: [] });
    await call(lotteryBetsEndpoints.myBets, {
      query: { pageNo: 2, pageSize: 10, gameCode: undefined },
    });
    expect(sent[0]!.url).toBe('/lgw/bets?pageNo=2&pageSize=10');
    expect(sent[0]!.init.method).toBeUndefined();
  });

  it('sends the body of a DELETE call as JSON', async () => {
    const sent = recordFetch({ bound: false });
    await call(stepUpEndpoints.unbindTotp, { body: { code: '123456' } });
    expect(sent[0]!.url).toBe('/wps/member/security/totp');
    expect(sent[0]!.init.method).toBe('DELETE');
    expect(sent[0]!.init.body).toBe('{"code":"123456"}');
  });

  it('types the field at fault of a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'bad',
            value: { field: 'lines.0.picks.1' },
          }),
          { status: 400 },
        ),
    );
    const error = await call(lotteryBetsEndpoints.oneBet, { params: { betId: 1 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).value?.field).toBe('lines.0.picks.1');
  });
});

describe('callForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the endpoint's body as a form to its path", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ success: true, value: null }));
    });
    const answer = await callForm(recoveryEndpoints.emailReset, {
      body: { username: 'ana', email: 'ana@example.com' },
    });
    expect(answer).toBeNull();
    expect(sent[0]!.url).toBe('/wps/member/password/email');
    expect(sent[0]!.init.method).toBe('POST');
    expect(new Headers(sent[0]!.init.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(sent[0]!.init.body).toBe('username=ana&email=ana%40example.com');
  });
});
