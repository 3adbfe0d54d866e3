import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asOperator } from '../../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../../test/context.js';
import type { Site } from '../../../../test/members.js';
import {
  authEvents,
  encrypted,
  memberWithEmail,
  newSite,
  outbox,
  requestReset,
  resetLinkIn,
  signIn,
} from '../test-kit.js';
import { MailDeliveryError } from './mailer.js';
import { smtpMailer } from './smtp-mailer.js';

type Received = { user: unknown; from: string; to: string[]; raw: string };

const USER = 'mailer';
const PASS = 'p@ss w0rd:1';
const FROM = 'Sorteo Test <no-reply@sorteo.test>';

let received: Received[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
let ctx: TestContext;
let site: Site;

/** A real SMTP server that wants a login, refuses one mailbox, and keeps what it accepts. */
function startSmtpServer(): Promise<number> {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@bounce.example')) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          user: session.user,
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)),
  );
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim();

/** The text/plain part of a message, transfer encoding undone. */
function plainText(raw: string): string {
  const part =
    /Content-Type: text\/plain[^\r\n]*\r\nContent-Transfer-Encoding: ([\w-]+)\r\n\r\n([^]*?)\r\n(?:--|$)/i.exec(
      raw,
    );
  if (!part) throw new Error(`no text part in:\n${raw}`);
  const [, encoding, body] = part;
  if (encoding!.toLowerCase() === 'base64') return Buffer.from(body!, 'base64').toString('utf8');
  if (encoding!.toLowerCase() === 'quoted-printable') {
    const bytes = body!
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body!;
}

beforeAll(async () => {
  const port = await startSmtpServer();
  smtpUrl = `smtp://${USER}:${encodeURIComponent(PASS)}@127.0.0.1:${port}`;
  ctx = await createTestContext({ SMTP_URL: smtpUrl, MAIL_FROM: FROM });
  site = await newSite(ctx, { name: 'Test Casino' });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  received = [];
});

describe('SMTP mailer', () => {
  it('logs in to the server and hands the message over', async () => {
    const mailer = smtpMailer(smtpUrl, FROM);
    await mailer.send({
      merchantId: site.merchantId,
      to: 'someone@mail.example',
      subject: 'Hello there',
      text: 'Plain body: https://play.example/resetPassword?token=abc',
      html: '<p>Html body</p>',
    });
    mailer.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.user).toBe(USER);
    expect(mail!.from).toBe('no-reply@sorteo.test');
    expect(mail!.to).toEqual(['someone@mail.example']);
    expect(header(mail!.raw, 'Subject')).toBe('Hello there');
    expect(header(mail!.raw, 'From')).toBe(FROM);
    expect(plainText(mail!.raw)).toContain('https://play.example/resetPassword?token=abc');
  });

  it('fails with MailDeliveryError on wrong credentials or a refused mailbox', async () => {
    const wrongLogin = smtpMailer(smtpUrl.replace(encodeURIComponent(PASS), 'nope'), FROM);
    const message = {
      merchantId: site.merchantId,
      to: 'someone@mail.example',
      subject: 's',
      text: 't',
      html: '<p>h</p>',
    };
    await expect(wrongLogin.send(message)).rejects.toBeInstanceOf(MailDeliveryError);
    wrongLogin.close();
    const mailer = smtpMailer(smtpUrl, FROM);
    await expect(mailer.send({ ...message, to: 'ghost@bounce.example' })).rejects.toBeInstanceOf(
      MailDeliveryError,
    );
    mailer.close();
    expect(received).toHaveLength(0);
  });
});

describe('forgot password by e-mail over SMTP', () => {
  it('mails the reset link through the server, and the link works', async () => {
    const member = await memberWithEmail(site);
    const res = await requestReset(
      site,
      { username: member.account, email: member.email },
      { host: 'localhost:3000' },
    );
    expect(res.statusCode, res.body).toBe(200);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.user).toBe(USER);
    expect(mail!.to).toEqual([member.email]);
    expect(header(mail!.raw, 'Subject')).toBe('Test Casino: reset your password');
    const text = plainText(mail!.raw);
    expect(text).toContain(`Hello ${member.account},`);
    const { link, token } = resetLinkIn(text);
    expect(link).toBe(`http://localhost:${ctx.config.port}/resetPassword?token=${token}`);
    // Sent for real: the sandbox outbox stays empty.
    expect(await outbox(site, member.email)).toHaveLength(0);

    const reset = await encrypted(site, '/wps/member/password/reset', {
      token,
      newPassword: 'Mailed-pw55',
      confirmNewPassword: 'Mailed-pw55',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(site, member.account, { password: 'Mailed-pw55' })).statusCode).toBe(200);
  });

  it('answers 502 MAIL_DELIVERY_FAILED and leaves no live link when the server refuses', async () => {
    const member = await memberWithEmail(site, `player${Date.now()}@bounce.example`);
    const res = await requestReset(site, { username: member.account, email: member.email });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'MAIL_DELIVERY_FAILED' });
    const links = await ctx.db
      .selectFrom('password_reset_link')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(links).toHaveLength(0);
    const events = await authEvents(site, member.id);
    expect(events.map((e) => e.event)).toEqual(['password.reset.request']);
    expect(events[0]!.detail).toMatchObject({ delivered: false });
  });

  it('answers 502 when the server cannot be reached, and an older link survives', async () => {
    const member = await memberWithEmail(site);
    expect(
      (await requestReset(site, { username: member.account, email: member.email })).statusCode,
    ).toBe(200);
    const { token } = resetLinkIn(plainText(received[0]!.raw));

    const down = await ctx.appWith({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const res = await requestReset(
      { ...site, app: down },
      { username: member.account, email: member.email },
    );
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('MAIL_DELIVERY_FAILED');
    const live = await ctx.db
      .selectFrom('password_reset_link')
      .select('id')
      .where('member_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
    const status = await site.app.inject({
      method: 'GET',
      url: `/wps/member/password/reset?token=${token}`,
      headers: { merchant: site.code },
    });
    expect(status.statusCode).toBe(200);
  });

  it('has no sandbox outbox for operators', async () => {
    const operator = await asOperator(ctx, site.merchantId, 'owner');
    const res = await operator.get('/admin/sandbox/mail');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
