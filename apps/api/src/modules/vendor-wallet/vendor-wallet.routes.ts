import { ErrorCode } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { findVendor, vendorLink } from '../games/index.js';
import * as wallet from './seamless-wallet.service.js';
import type { WalletLookups } from './wallet-lookups.js';
import { CallsWithoutMoney } from './calls-without-money.js';
import {
  MAX_REQUEST_AGE_MS,
  VENDOR_SIGNATURE_HEADER,
  vendorSignatureMatches,
  walletCalls,
  type WalletCallName,
} from '../../lib/vendor-protocol.js';

const refused = (message: string) => new AppError(401, ErrorCode.VendorSignatureInvalid, message);

/**
 * The seamless wallet vendors call (docs/games.md, "Seamless wallet"). The signature over the
 * raw body and the request time are checked before anything is read or written.
 */
export const vendorWalletRoutes: FastifyPluginAsyncZod<{ lookups: WalletLookups }> = async (
  app,
  { lookups },
) => {
  const deps: wallet.WalletDeps = {
    db: app.db,
    ledger: app.ledger,
    lookups,
    withoutMoney: new CallsWithoutMoney(app.db),
    now: () => new Date(),
  };
  // A vendor's secret, by its code: vendors are never deleted, and a secret is the
  // configuration's, so a vendor found once is kept.
  const secrets = new Map<string, string | null>();
  const secretOf = async (code: string): Promise<string | null> => {
    const kept = secrets.get(code);
    if (kept !== undefined) return kept;
    const vendor = await findVendor(app.db, code);
    if (!vendor) return null;
    const secret = vendorLink(app.config, vendor).secret;
    secrets.set(code, secret);
    return secret;
  };
  const handlers: Record<WalletCallName, (vendor: string, call: never) => Promise<unknown>> = {
    authenticate: (v, c) => wallet.authenticate(deps, v, c),
    balance: (v, c) => wallet.balance(deps, v, c),
    bet: (v, c) => wallet.bet(deps, v, c),
    win: (v, c) => wallet.win(deps, v, c),
    rollback: (v, c) => wallet.rollback(deps, v, c),
  };

  // JSON bodies of this plugin keep their bytes for the signature check.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (request, body, done) => {
      request.rawBody = body as string;
      done(null, {});
    },
  );

  for (const name of Object.keys(walletCalls) as WalletCallName[]) {
    const { request: schema, answer } = walletCalls[name];
    app.post(
      `/wps/vendors/:vendor/wallet/${name}`,
      {
        // Signed by the vendor, whose servers send every player's calls from a few
        // addresses: the per-address limit of players' requests does not fit them.
        config: { rateLimit: false },
        schema: {
          tags: ['vendor wallet'],
          summary: `A vendor's signed wallet call: ${name}`,
          params: z.object({ vendor: z.string().regex(/^[A-Z][A-Z0-9_]{1,19}$/) }),
          response: replies(answer),
        },
      },
      async (request) => {
        const code = request.params.vendor;
        const secret = await secretOf(code);
        const raw = request.rawBody ?? '';
        if (
          !secret ||
          !vendorSignatureMatches(secret, raw, request.headers[VENDOR_SIGNATURE_HEADER])
        ) {
          request.log.warn({ vendor: code, call: name }, 'vendor wallet call refused: signature');
          throw refused('Signature does not match');
        }
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw new AppError(400, ErrorCode.BadRequest, 'body: not JSON');
        }
        const call = schema.parse(json);
        if (Math.abs(Date.now() - call.requestTime) > MAX_REQUEST_AGE_MS) {
          request.log.warn({ vendor: code, call: name }, 'vendor wallet call refused: stale');
          throw refused('requestTime is more than 5 minutes away');
        }
        return ok((await handlers[name](code, call as never)) as never);
      },
    );
  }
};
