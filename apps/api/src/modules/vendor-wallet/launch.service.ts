import { AccountType, ErrorCode, type LaunchAnswer } from '@sorteo/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import {
  catalogueOf,
  findVendor,
  recordLaunch,
  vendorLink,
  type GameCatalogue,
  type VendorRecord,
} from '../games/index.js';
import { transferLaunchValueSchema } from '../../lib/vendor-transfer-protocol.js';
import { callTransferVendor } from './transfer-client.js';
import { transferLinkOf } from './transfer-wallet.service.js';
import type { Merchant } from '../merchants/index.js';
import type { MemberSession } from '../members/index.js';
import { insertVendorSession } from './vendor-wallet.repo.js';

/** How long a launch token may wait for the vendor to exchange it. */
export const LAUNCH_TOKEN_TTL_MS = 60_000;

export type LaunchDeps = { db: Db; config: Config; catalogue: GameCatalogue; now: () => Date };
export type LaunchAsk = {
  nodeId: string;
  vassalage?: string | undefined;
  demo?: boolean | undefined;
  language?: string | undefined;
};

const fieldError = (field: string, message: string) =>
  new AppError(400, ErrorCode.ValidationFailed, `${field}: ${message}`, {
    field,
    issues: [{ field, rule: 'launch', message }],
  });

/**
 * The address of a game's page at its vendor (docs/games.md, "Launch"). Real play carries a
 * launch token (256 bits, single use, 60 s) bound to the member, the game and the currency;
 * demo play carries none and never reaches a wallet. Visitors and trial accounts play demo.
 */
export async function launchGame(
  deps: LaunchDeps,
  merchant: Merchant,
  member: MemberSession | null,
  ask: LaunchAsk,
): Promise<LaunchAnswer> {
  const listed = await catalogueOf(deps.catalogue, merchant);
  const game = listed.find(Number(ask.nodeId));
  if (!game) throw new AppError(404, ErrorCode.GameNotFound, 'No such game is listed');
  if (ask.vassalage && ask.vassalage !== game.vassalage) {
    throw fieldError('vassalage', "not the game's vendor");
  }
  if (game.maintenance) {
    throw new AppError(409, ErrorCode.VendorMaintenance, "The game's vendor is in maintenance");
  }
  const vendor = await findVendor(deps.db, game.vassalage);
  const link = vendor ? vendorLink(deps.config, vendor) : null;
  if (!vendor || !link?.url) {
    throw new AppError(503, ErrorCode.VendorUnavailable, "The game's vendor cannot be reached");
  }

  const trial = member?.type === AccountType.Trial;
  const demo = ask.demo === true || member === null || trial;
  if (demo && !game.demo) {
    if (member === null)
      throw new AppError(401, ErrorCode.Unauthorized, 'Not logged in, please login');
    if (trial)
      throw new AppError(403, ErrorCode.TrialAccount, 'Please register a real account first');
    throw new AppError(400, ErrorCode.DemoNotOffered, 'This game has no demo play');
  }

  const language = ask.language ?? merchant.default_language;
  const answer = {
    demo,
    framing: vendor.allows_framing ? ('frame' as const) : ('tab' as const),
    gameName: listed.nameOf(game, ask.language),
    vendorName: game.vendorName,
    wallet: vendor.wallet_kind,
    vassalage: game.vassalage,
  };
  if (vendor.wallet_kind === 'transfer' && !demo) {
    const url = await transferLaunchUrl(deps, vendor, member!, merchant, game.gameCode, language);
    await recordLaunch(deps.db, {
      merchantId: merchant.id,
      memberId: member!.memberId,
      gameId: game.id,
      demo,
    });
    return { ...answer, game_url: url };
  }

  const params = new URLSearchParams({ lang: language });
  if (demo) {
    params.set('demo', '1');
    params.set('currency', merchant.currency);
  } else {
    const token = newToken();
    await insertVendorSession(deps.db, {
      merchantId: merchant.id,
      memberId: member!.memberId,
      memberSessionId: member!.sessionId,
      vendorCode: game.vassalage,
      gameId: game.id,
      currency: merchant.currency,
      launchTokenHash: hashToken(token),
      launchExpiresAt: new Date(deps.now().getTime() + LAUNCH_TOKEN_TTL_MS),
    });
    params.set('token', token);
  }
  await recordLaunch(deps.db, {
    merchantId: merchant.id,
    memberId: member?.memberId ?? null,
    gameId: game.id,
    demo,
  });
  const base = `${link.url}/play/${encodeURIComponent(game.vassalage)}/${encodeURIComponent(game.gameCode)}`;
  return {
    ...answer,
    game_url: `${base}?${params.toString()}`,
    game_url2: `${base}?${params.toString()}&mobile=1`,
  };
}

/**
 * A transfer-wallet vendor opens the player's session itself: Sorteo asks it for the game's
 * address (outside any transaction), and the game plays with the money moved to it.
 */
async function transferLaunchUrl(
  deps: LaunchDeps,
  vendor: VendorRecord,
  member: MemberSession,
  merchant: Merchant,
  gameCode: string,
  language: string,
): Promise<string> {
  const link = transferLinkOf(deps.config, vendor);
  const reply = link
    ? await callTransferVendor(
        link,
        'launch',
        { playerId: String(member.memberId), currency: merchant.currency, gameCode, language },
        transferLaunchValueSchema,
      )
    : null;
  if (reply?.kind !== 'answered') {
    throw new AppError(503, ErrorCode.VendorUnavailable, "The game's vendor cannot be reached");
  }
  return reply.value.url;
}
