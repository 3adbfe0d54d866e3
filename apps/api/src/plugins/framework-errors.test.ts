import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => ctx.close());

/** Sends `head` as written (no client tidies it up) and reads the whole answer. */
function rawRequest(head: string, body = ''): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(headers.split(' ')[1]);
      try {
        resolve({ status, json: JSON.parse(rest.join('\r\n\r\n')) });
      } catch {
        reject(new Error(`not JSON after status ${status}: ${text.slice(0, 300)}`));
      }
    });
    socket.end(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n${body}`);
  });
}

const envelope = (code: string) => ({ success: false, code, message: expect.any(String) });

describe('errors raised before any route runs answer the envelope', () => {
  it('a path that is not valid UTF-8: 400', async () => {
    const res = await rawRequest('GET /wps/%C0%AF HTTP/1.1');
    expect(res.status).toBe(400);
    expect(res.json).toEqual(envelope('BAD_REQUEST'));
  });

  it('a path parameter over the length limit: 414', async () => {
    const res = await rawRequest(`POST /wps/withdrawals/${'1'.repeat(200)}/confirmation HTTP/1.1`);
    expect(res.status).toBe(414);
    expect(res.json).toEqual(envelope('URI_TOO_LONG'));
  });

  it('a request line over the header size limit: 431', async () => {
    const res = await rawRequest(`GET /wps/${'a'.repeat(20_000)} HTTP/1.1`);
    expect(res.status).toBe(431);
    expect(res.json).toEqual(envelope('HEADERS_TOO_LARGE'));
  });

  it('a request the HTTP parser cannot read: 400', async () => {
    const res = await rawRequest('GET /wps/system/status HTTP/1.1\r\nContent-Length: nope');
    expect(res.status).toBe(400);
    expect(res.json).toEqual(envelope('BAD_REQUEST'));
  });
});

describe('bodies the API does not take', () => {
  const post = (url: string, contentType: string, payload: string | Buffer) =>
    ctx.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('an unsupported media type: 415', async () => {
    const res = await post('/admin/session/login', 'text/xml', '<login/>');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(envelope('UNSUPPORTED_MEDIA_TYPE'));
  });

  it('a body over the limit: 413', async () => {
    const res = await post('/admin/session/login', 'application/json', Buffer.alloc(1_100_000, 32));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(envelope('PAYLOAD_TOO_LARGE'));
  });

  it('a form body anywhere but the one call the spec makes a form: 415', async () => {
    for (const url of [
      '/admin/session/login',
      '/wps/session/login',
      '/wps/member/password/reset',
    ]) {
      const res = await post(url, 'application/x-www-form-urlencoded', 'username=a&password=b');
      expect(res.statusCode, url).toBe(415);
      expect(res.json(), url).toEqual(envelope('UNSUPPORTED_MEDIA_TYPE'));
    }
    const form = await post(
      '/wps/member/password/email',
      'application/x-www-form-urlencoded',
      'username=nobody&email=nobody%40mail.test',
    );
    expect(form.json()).toMatchObject({ success: true });
  });
});
