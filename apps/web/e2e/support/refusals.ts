import { expect } from '@playwright/test';

/**
 * The browser logs every 4xx answer as a console error. A journey that provokes refusals
 * on purpose takes exactly those off the list the problems watcher checks, one per status
 * given, and fails if one of them did not happen.
 */
export function expectRefusals(problems: { messages: string[] }, statuses: number[]): void {
  for (const status of statuses) {
    const at = problems.messages.findIndex((m) =>
      m.includes(`Failed to load resource: the server responded with a status of ${status} `),
    );
    expect(at, `a ${status} answer was logged`).toBeGreaterThanOrEqual(0);
    problems.messages.splice(at, 1);
  }
}
