import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('lottery results configuration', () => {
  it('has no results service by default: operators enter real-world results', () => {
    expect(loadConfig({}).lottery).toEqual({ results: null });
  });

  it('reads the results service', () => {
    const config = loadConfig({
      LOTTERY_RESULTS_URL: 'https://results.example.com/mb',
      LOTTERY_RESULTS_SECRET: 'a-secret-of-32-characters-or-so!',
      LOTTERY_RESULTS_TIMEOUT_MS: '2500',
    });
    expect(config.lottery.results).toEqual({
      url: 'https://results.example.com/mb',
      secret: 'a-secret-of-32-characters-or-so!',
      timeoutMs: 2500,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ LOTTERY_RESULTS_URL: 'https://results.example.com' })).toThrow(
      /LOTTERY_RESULTS_SECRET: required/,
    );
    expect(() =>
      loadConfig({
        LOTTERY_RESULTS_URL: 'ftp://x.example',
        LOTTERY_RESULTS_SECRET: 'x'.repeat(20),
      }),
    ).toThrow(/LOTTERY_RESULTS_URL/);
    expect(() => loadConfig({ LOTTERY_RESULTS_SECRET: 'short' })).toThrow(/LOTTERY_RESULTS_SECRET/);
    expect(() => loadConfig({ LOTTERY_RESULTS_TIMEOUT_MS: '5' })).toThrow(
      /LOTTERY_RESULTS_TIMEOUT_MS/,
    );
  });
});
