import { WebSocket } from 'ws';

export type Closed = { code: number; reason: string };

/**
 * Tests only: a real WebSocket client that keeps every message it receives, so a test can
 * wait for the next one or for the close.
 */
export class TestSocket {
  readonly received: unknown[] = [];
  private waiters: (() => void)[] = [];
  private closedWith: Closed | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(JSON.parse(String(data)));
      this.notify();
    });
    ws.on('close', (code, reason) => {
      this.closedWith = { code, reason: reason.toString('utf8') };
      this.notify();
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    const ws = new WebSocket(url, { headers });
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  private notify() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private async until<T>(check: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message received matching `match`, waiting for it. */
  message<T = Record<string, unknown>>(match: (m: T) => boolean, timeoutMs = 5_000): Promise<T> {
    return this.until(() => (this.received as T[]).find(match), 'a message', timeoutMs);
  }

  closed(timeoutMs = 5_000): Promise<Closed> {
    return this.until(() => this.closedWith ?? undefined, 'the close', timeoutMs);
  }

  close(): void {
    this.ws.close();
  }
}
