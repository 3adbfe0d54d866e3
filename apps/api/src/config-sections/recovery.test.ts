import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { smtpOptions } from '../modules/recovery/index.js';

describe('mail and reset-link configuration', () => {
  it('defaults to the sandbox, a local sender and links from the merchant domain', () => {
    expect(loadConfig({}).recovery).toEqual({
      smtpUrl: null,
      mailFrom: 'Sorteo <no-reply@sorteo.local>',
      publicUrl: null,
    });
  });

  it('keeps only the origin of PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://Play.Example.com/some/page?x=1' });
    expect(config.recovery.publicUrl).toBe('https://play.example.com');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'smtp://' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://files.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'x' })).toThrow(/MAIL_FROM/);
  });

  it('reads host, port, TLS and URL-encoded credentials from SMTP_URL', () => {
    expect(smtpOptions('smtp://us%40er:p%3Ass@mail.example:2525')).toMatchObject({
      host: 'mail.example',
      port: 2525,
      secure: false,
      auth: { user: 'us@er', pass: 'p:ss' },
    });
    expect(smtpOptions('smtps://mail.example')).toMatchObject({ port: 465, secure: true });
    expect(smtpOptions('smtp://mail.example')).not.toHaveProperty('auth');
    expect(smtpOptions('smtp://[::1]:25').host).toBe('::1');
  });
});
