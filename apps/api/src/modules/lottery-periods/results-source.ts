import { createHmac, timingSafeEqual } from 'node:crypto';
import { isVnPrizeList } from '@sorteo/shared';
import { z } from 'zod';
import type { ResultsSettings } from '../../config-sections/lottery.js';

/**
 * Where the official results of real-world draws come from (docs/lottery.md "Periods").
 * The protocol: `GET {LOTTERY_RESULTS_URL}?game=VN_MB&date=2026-11-22` answers 200 with
 * `{ "game": "VN_MB", "date": "2026-11-22", "prizes": [27 numbers in tier order] }`, or 404
 * while the draw is not published. The body is signed: HMAC-SHA256 with
 * LOTTERY_RESULTS_SECRET over its exact bytes, hex, in the `x-results-signature` header.
 */
export const RESULTS_SIGNATURE_HEADER = 'x-results-signature';

export type ResultsFetch =
  | { status: 'published'; prizes: string[] }
  | { status: 'not_published' }
  | { status: 'failed'; reason: string };

export type ResultsSource = {
  /** `date` is the draw's day in the game's time zone, `YYYY-MM-DD`. */
  fetch(gameCode: string, date: string): Promise<ResultsFetch>;
};

export function signResults(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** Constant-time comparison: the time taken says nothing about the right signature. */
export function resultsSignatureMatches(secret: string, body: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(signResults(secret, body), 'hex'), Buffer.from(given, 'hex'));
}

export const resultsAnswerSchema = z.object({
  game: z.string(),
  date: z.string(),
  prizes: z.array(z.string()),
});

/** The HTTP source configured by LOTTERY_RESULTS_URL and LOTTERY_RESULTS_SECRET. */
export function httpResultsSource(settings: ResultsSettings): ResultsSource {
  return {
    async fetch(gameCode, date) {
      const url = new URL(settings.url);
      url.searchParams.set('game', gameCode);
      url.searchParams.set('date', date);
      let response: Response;
      let body: string;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(settings.timeoutMs) });
        body = await response.text();
      } catch (error) {
        return { status: 'failed', reason: `unreachable: ${(error as Error).message}` };
      }
      if (response.status === 404) return { status: 'not_published' };
      if (!response.ok) return { status: 'failed', reason: `answered ${response.status}` };
      if (
        !resultsSignatureMatches(
          settings.secret,
          body,
          response.headers.get(RESULTS_SIGNATURE_HEADER),
        )
      ) {
        return { status: 'failed', reason: 'bad signature' };
      }
      let answer: z.infer<typeof resultsAnswerSchema>;
      try {
        answer = resultsAnswerSchema.parse(JSON.parse(body));
      } catch {
        return { status: 'failed', reason: 'unreadable answer' };
      }
      if (answer.game !== gameCode || answer.date !== date) {
        return { status: 'failed', reason: `answer is for ${answer.game} ${answer.date}` };
      }
      if (!isVnPrizeList(answer.prizes)) {
        return { status: 'failed', reason: 'prizes are not a northern result (27 numbers)' };
      }
      return { status: 'published', prizes: answer.prizes };
    },
  };
}
