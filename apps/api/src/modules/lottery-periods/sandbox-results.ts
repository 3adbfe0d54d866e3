import { createHmac } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vnTiers } from '@sorteo/shared';
import { RESULTS_SIGNATURE_HEADER, signResults } from './results-source.js';

/** How the sandbox misbehaves, like a real results service on a bad day. */
export type SandboxFailure = 'timeout' | 'server_error' | 'bad_signature' | null;

export type SandboxResultsOptions = {
  /** LOTTERY_RESULTS_SECRET */
  secret: string;
  port?: number;
  host?: string;
  /** Answer every date with a made-up result (demos); otherwise only published ones. */
  generate?: boolean;
};

export type SandboxResults = {
  /** LOTTERY_RESULTS_URL */
  url: string;
  /** Makes a result available for a game and date (`YYYY-MM-DD`). */
  publish(game: string, date: string, prizes: string[]): void;
  failWith(failure: SandboxFailure): void;
  /** The query string of every request, in order. */
  readonly requests: string[];
  close(): Promise<void>;
};

/** A fixed made-up northern result for a game and date. */
export function madeUpPrizes(secret: string, game: string, date: string): string[] {
  const bytes = createHmac('sha256', secret).update(`${game}:${date}`).digest();
  let at = 0;
  const digit = () => String(bytes[at++ % bytes.length]! % 10);
  return vnTiers.flatMap(({ count, digits }) =>
    Array.from({ length: count }, () => Array.from({ length: digits }, digit).join('')),
  );
}

/**
 * A results service for tests and demos speaking the protocol of results-source.ts. Its
 * failures are real ones: a request that is never answered, a 503, a wrong signature.
 */
export async function startSandboxResults(options: SandboxResultsOptions): Promise<SandboxResults> {
  const published = new Map<string, string[]>();
  const requests: string[] = [];
  let failure: SandboxFailure = null;

  const answer = (response: ServerResponse, status: number, value: unknown, secret: string) => {
    const body = JSON.stringify(value);
    response.writeHead(status, {
      'content-type': 'application/json',
      [RESULTS_SIGNATURE_HEADER]: signResults(secret, body),
    });
    response.end(body);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    requests.push(url.search);
    if (failure === 'timeout') return; // never answered; closed with the server
    if (failure === 'server_error') {
      response.writeHead(503).end('unavailable');
      return;
    }
    const game = url.searchParams.get('game') ?? '';
    const date = url.searchParams.get('date') ?? '';
    const prizes =
      published.get(`${game}:${date}`) ??
      (options.generate ? madeUpPrizes(options.secret, game, date) : undefined);
    if (!prizes) {
      answer(response, 404, { error: 'not published' }, options.secret);
      return;
    }
    const secret = failure === 'bad_signature' ? `${options.secret}-wrong` : options.secret;
    answer(response, 200, { game, date, prizes }, secret);
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { address, port } = server.address() as AddressInfo;

  return {
    url: `http://${address}:${port}/results`,
    publish: (game, date, prizes) => void published.set(`${game}:${date}`, prizes),
    failWith: (next) => {
      failure = next;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
