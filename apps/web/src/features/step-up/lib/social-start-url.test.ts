import { describe, expect, it } from 'vitest';
import { socialStartUrl } from './social-start-url';

describe('socialStartUrl', () => {
  it('starts the provider flow and comes back to the page the visitor was on', () => {
    expect(socialStartUrl('google', '/rng?page=PG')).toBe(
      '/wps/session/oidc/google/start?returnTo=%2Frng%3Fpage%3DPG',
    );
    expect(socialStartUrl('facebook', '/')).toBe('/wps/session/oidc/facebook/start?returnTo=%2F');
  });

  it('never hands another site to the server as the way back', () => {
    expect(socialStartUrl('google', '//evil.example/x')).toBe(
      '/wps/session/oidc/google/start?returnTo=%2F',
    );
    expect(socialStartUrl('google', 'https://evil.example/')).toBe(
      '/wps/session/oidc/google/start?returnTo=%2F',
    );
    expect(socialStartUrl('google', '/\\evil.example/x')).toBe(
      '/wps/session/oidc/google/start?returnTo=%2F',
    );
  });
});
