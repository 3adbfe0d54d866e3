import { expect } from '@playwright/test';
import { e2eMailSink } from '../../playwright.config';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
};

/** What the journeys' SMTP server (smtp-sink.mjs) received for `to`, newest first. */
export async function mailFor(to: string): Promise<ReceivedMail[]> {
  const url = `http://127.0.0.1:${e2eMailSink.httpPort}/messages?to=${encodeURIComponent(to)}`;
  const response = await fetch(url);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for the first message to `to` and answers it. */
export async function waitForMail(to: string): Promise<ReceivedMail> {
  await expect
    .poll(async () => (await mailFor(to)).length, { message: `a mail to ${to}`, timeout: 15_000 })
    .toBeGreaterThan(0);
  return (await mailFor(to))[0]!;
}
