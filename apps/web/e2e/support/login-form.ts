import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Challenges } from './challenges';

/** A visitor address of its own, so failures counted per address stay in one journey. */
export const freshIp = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/**
 * The browser logs every refused call as a console error ("Failed to load resource: … 401").
 * A journey that provokes refusals on purpose drops those lines, and only those, before the
 * problems watcher looks at what is left.
 */
export function allowRefusals(problems: { messages: string[] }, statuses: number[]): void {
  const expected = new RegExp(`status of (${statuses.join('|')}) `);
  const kept = problems.messages.filter((m) => !expected.test(m));
  problems.messages.splice(0, problems.messages.length, ...kept);
}

/** The login form as a visitor uses it, in the dialog or on /login. */
export class LoginFormDriver {
  constructor(
    private readonly page: Page,
    private readonly challenges: Challenges,
  ) {}

  get form() {
    return this.page.getByTestId('login-form');
  }

  input(testId: string) {
    return this.form.getByTestId(testId).locator('input');
  }

  async openFromHeader(): Promise<void> {
    await this.page.getByTestId('header-login').click();
    await expect(this.page.getByTestId('login-modal')).toBeVisible();
  }

  async fill(username: string, password: string): Promise<void> {
    await this.input('login-username').fill(username);
    await this.input('login-password').fill(password);
  }

  /** Submits, then solves the bot check the username login asks for. */
  async submitWithSlider(): Promise<void> {
    await this.form.getByTestId('login-submit').click();
    const check = this.form.getByTestId('login-bot-check');
    await expect(check).toBeVisible();
    await this.challenges.solveSlider(check.getByTestId('slider-puzzle'));
  }
}
