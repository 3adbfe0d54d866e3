import {
  signVendorBody,
  VENDOR_SIGNATURE_HEADER,
  type WalletCallName,
} from '../../../lib/vendor-protocol.js';

/** What the site answered: its envelope, or a transport failure (timeout, refused). */
export type WalletReply<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; code: string; value?: { balance?: number } };

/** Faults the sandbox vendor can inject into its own wallet calls (docs/games.md). */
export type WalletFaults = {
  /** Share of calls (0–1) whose answer the vendor stops waiting for, then sends again. */
  timeout: number;
  /** Share of calls sent twice; the second must get the first's answer. */
  duplicate: number;
  /** Share of rounds whose bet is overtaken by its rollback (a tombstone, the bet refused). */
  rollbackBeforeBet: number;
  /** Share of bets sent again under their id with another amount (refused as a duplicate). */
  changedReplay: number;
  /** Share of rounds the vendor cancels after the bet: the stake is rolled back. */
  cancelRound: number;
  /** Share of rounds whose win comes late, after the player may have logged out. */
  lateWin: number;
  /** Share of the site's transfers the desk takes but whose answer it loses. */
  transferLost: number;
  /** Share of the site's transfers the desk drops before taking them. */
  transferDropped: number;
};

export const noFaults = (): WalletFaults => ({
  timeout: 0,
  duplicate: 0,
  rollbackBeforeBet: 0,
  changedReplay: 0,
  cancelRound: 0,
  lateWin: 0,
  transferLost: 0,
  transferDropped: 0,
});

/**
 * The sandbox vendor's side of the seamless wallet protocol: signed calls to
 * `{site}/wps/vendors/{vendor}/wallet/{call}`. A call that times out is sent again with the
 * same transaction id until it is answered, as vendors do.
 */
export function walletClient(options: {
  siteUrl: string;
  secret: string;
  timeoutMs?: number;
  faults: () => WalletFaults;
  random?: () => number;
  log?: (line: string) => void;
}) {
  const random = options.random ?? Math.random;
  const log = options.log ?? (() => {});
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function send<T>(
    vendor: string,
    name: WalletCallName,
    call: Record<string, unknown>,
    giveUpAfterMs: number,
  ): Promise<WalletReply<T>> {
    const body = JSON.stringify({ ...call, requestTime: Date.now() });
    const response = await fetch(`${options.siteUrl}/wps/vendors/${vendor}/wallet/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(options.secret, body),
      },
      body,
      signal: AbortSignal.timeout(giveUpAfterMs),
    });
    const json = (await response.json()) as {
      success: boolean;
      value?: unknown;
      code?: string;
    };
    if (json.success) return { ok: true, value: json.value as T };
    return {
      ok: false,
      status: response.status,
      code: json.code ?? 'UNKNOWN',
      value: json.value as { balance?: number },
    };
  }

  /** Sends until answered: a timeout, injected or real, sends the same call again. */
  async function call<T>(
    vendor: string,
    name: WalletCallName,
    payload: Record<string, unknown>,
  ): Promise<WalletReply<T>> {
    for (let attempt = 1; ; attempt += 1) {
      const faults = options.faults();
      const cutShort = random() < faults.timeout;
      try {
        const reply = await send<T>(vendor, name, payload, cutShort ? 1 : timeoutMs);
        if (random() < faults.duplicate) {
          const again = await send<T>(vendor, name, payload, timeoutMs);
          if (JSON.stringify(again) !== JSON.stringify(reply)) {
            log(
              `sandbox vendor: a duplicate ${name} was answered differently: ${JSON.stringify(reply)} then ${JSON.stringify(again)}`,
            );
          }
        }
        return reply;
      } catch (error) {
        const reason = (error as Error).name;
        if (attempt >= 20) throw error;
        log(`sandbox vendor: ${name} attempt ${attempt} failed (${reason}); sending again`);
        await new Promise((r) => setTimeout(r, Math.min(2_000, 50 * attempt)));
      }
    }
  }

  return { call };
}
export type WalletClient = ReturnType<typeof walletClient>;
