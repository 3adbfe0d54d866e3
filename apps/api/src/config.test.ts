import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      redisUrl: null,
      defaultMerchant: 'SORTEO',
      trustedProxies: [],
      logLevel: 'info',
      seedDemo: true,
      rateLimit: { max: 600, windowMs: 60_000 },
    });
    expect(config.database).toEqual({ kind: 'pglite', dir: expect.stringMatching(/\/data$/) });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('is frozen', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.rateLimit)).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set, PGlite in memory for :memory:', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
    expect(loadConfig({ PGLITE_DIR: ':memory:' }).database).toEqual({ kind: 'pglite', dir: null });
  });

  it('resolves PGLITE_DIR against the directory npm was started from', () => {
    const config = loadConfig({ PGLITE_DIR: './db', INIT_CWD: '/srv/sorteo' });
    expect(config.database).toEqual({ kind: 'pglite', dir: '/srv/sorteo/db' });
  });

  it('parses lists and flags', () => {
    const config = loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12', SEED_DEMO: 'false' });
    expect(config.trustedProxies).toEqual(['10.0.0.1', '172.16.0.0/12']);
    expect(config.seedDemo).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'pglite' },
    });
  });

  it('reads ENCRYPTION_PRIVATE_KEY as PEM, also with \\n escapes on one line', () => {
    expect(loadConfig({}).encryptionPrivateKey).toBeNull();
    const pem = pemOf(generateKeyPairSync('rsa', { modulusLength: 2048 }));
    expect(loadConfig({ ENCRYPTION_PRIVATE_KEY: pem }).encryptionPrivateKey).toBe(pem.trim());
    const oneLine = pem.replace(/\n/g, '\\n');
    expect(loadConfig({ ENCRYPTION_PRIVATE_KEY: oneLine }).encryptionPrivateKey).toBe(pem.trim());
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['TRUSTED_PROXIES', '10.0.0.1,not-an-ip'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['RATE_LIMIT_MAX', '0'],
    ['DEFAULT_MERCHANT', 'has space'],
    ['ENCRYPTION_PRIVATE_KEY', 'not a key'],
    ['ENCRYPTION_PRIVATE_KEY', pemOf(generateKeyPairSync('ec', { namedCurve: 'P-256' }))],
    ['ENCRYPTION_PRIVATE_KEY', pemOf(generateKeyPairSync('rsa', { modulusLength: 1024 }))],
  ])('stops with a message naming %s for %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});

function pemOf(pair: { privateKey: KeyObject }): string {
  return pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}
