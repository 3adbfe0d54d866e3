import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('JOBS_ENABLED', () => {
  it('runs the jobs unless turned off', () => {
    expect(loadConfig({}).jobs).toEqual({ enabled: true });
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobs).toEqual({ enabled: false });
    expect(loadConfig({ JOBS_ENABLED: '1' }).jobs).toEqual({ enabled: true });
  });

  it('refuses a value that is not a flag, naming the variable', () => {
    expect(() => loadConfig({ JOBS_ENABLED: 'sometimes' })).toThrow(ConfigError);
    expect(() => loadConfig({ JOBS_ENABLED: 'sometimes' })).toThrow(/JOBS_ENABLED/);
  });
});
