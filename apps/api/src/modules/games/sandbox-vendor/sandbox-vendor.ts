import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from '../../../lib/sandbox-http.js';
import {
  signVendorBody,
  VENDOR_SIGNATURE_HEADER,
  vendorSignatureMatches,
} from '../../../lib/vendor-protocol.js';
import { BULK_VENDOR, bulkCatalogue } from '../bulk-catalogue.js';
import { SANDBOX_TRANSFER, sandboxCatalogue } from './catalogue.js';
import type { SandboxSlot } from './sandbox-slots.js';
import { colourOf, isValidBet, POCKETS, returnOf, type RouletteBet } from './games/roulette.js';
import { roulettePage } from './roulette-page.js';
import { largestStake, sandboxGameOf, type PlayAnswer, type SandboxGame } from './sandbox-games.js';
import { slotPage } from './slot-page.js';
import { pageLanguage, type PageOptions } from './sandbox-page-shell.js';
import { spin } from './games/line-slot.js';
import { deal, rankHand, settleHands } from './games/showdown.js';
import {
  fightBets,
  fightCard,
  fightReturn,
  OUTCOMES,
  outcomeOf,
  type FightBet,
} from './games/cockfight.js';
import { cockfightPage } from './cockfight-page.js';
import { fishOffer, openScene, playShot } from './fish-play.js';
import { fishPage } from './fish-page.js';
import type { FishScene } from './games/fish.js';
import {
  boardOffer,
  newServerSeed,
  openBoard,
  placeBet,
  settleTicket,
  type MatchBoard,
} from './match-play.js';
import { matchPage } from './match-page.js';
import { showdownPage } from './showdown-page.js';
import { playSeamlessRound, RoundBook } from './seamless-round.js';
import { transferDesk } from './transfer-desk.js';
import { noFaults, walletClient, type WalletFaults } from './wallet-client.js';

export type SandboxVendorOptions = {
  /** HMAC key shared with the site (SANDBOX_VENDOR_SECRET). */
  secret: string;
  /** Where the site's wallet API is. */
  siteUrl: string;
  port?: number;
  host?: string;
  /** A whole number in [0, n): the draws of every game. */
  randomInt?: (n: number) => number;
  faults?: Partial<WalletFaults>;
  timeoutMs?: number;
  /** How long a late win (the `lateWin` fault) waits before it is sent. */
  lateWinMs?: number;
  /** How long a board's match plays between its bet and its win (4 s by default). */
  matchMs?: number;
  /** The server seeds of the match boards: random, unless a test fixes them. */
  serverSeed?: () => string;
  /** Where the transfer desk keeps players' balances across restarts; unset: memory only. */
  stateFile?: string;
  log?: (line: string) => void;
};

export type SandboxVendor = {
  url: string;
  /** The faults in force: set by the environment at start; tests change them. */
  faults: WalletFaults;
  /** The rounds this vendor played through the seamless wallet, by its own book. */
  book: RoundBook;
  close: () => Promise<void>;
};

/** A player's page: a real session at the site, or demo money kept here. */
type PageSession = {
  vendor: string;
  gameCode: string;
  game: SandboxGame;
  currency: string;
  digits: number;
  expiresAt: number;
  /** The cock-fight board's fight number. */
  fights?: number;
  /** The fish shooter's scene. */
  scene?: FishScene;
  /** A match board's matches and the bets playing on them. */
  board?: MatchBoard;
} & (
  | { demo: false; transfer?: undefined; sessionToken: string; playerId: string }
  | { demo: false; transfer: true; playerId: string }
  | { demo: true; balance: number }
);

const SESSION_MS = 4 * 60 * 60_000;
const BODY_LIMIT = 16 * 1024;
/** Demo play starts with this many of the largest stake. */
const DEMO_STAKES = 100;

const readRequest = (request: IncomingMessage) => readBody(request, BODY_LIMIT);
const json = (response: ServerResponse, status: number, value: unknown) =>
  sendJson(response, status, value, { 'cache-control': 'no-store' });

/** The decimals of a currency as Intl knows them (VND 0, USD 2); 2 when unknown. */
function digitsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * The sandbox game vendor (docs/games.md, "Sandbox vendor"): it publishes its game lists,
 * serves its games' pages, and plays them for real through the site's seamless wallet with
 * signed calls, with switchable faults. Page sessions live in memory.
 */
export async function startSandboxVendor(options: SandboxVendorOptions): Promise<SandboxVendor> {
  const draw = options.randomInt ?? ((n: number) => randomInt(n));
  const log = options.log ?? (() => {});
  const faults: WalletFaults = { ...noFaults(), ...options.faults };
  const serverSeed = options.serverSeed ?? newServerSeed;
  const matchMs = options.matchMs ?? 4_000;
  const wallet = walletClient({
    siteUrl: options.siteUrl.replace(/\/+$/, ''),
    secret: options.secret,
    faults: () => faults,
    log,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const sessions = new Map<string, PageSession>();
  // The book is kept beside the desk's state, when that is kept.
  const book = new RoundBook(options.stateFile ? `${options.stateFile}.rounds.jsonl` : undefined);
  const desk = transferDesk({ stateFile: options.stateFile });
  /** Where players' browsers reach this vendor: its own address once it listens. */
  let publicUrl = '';

  /** Opens a page session for a player the site launches at the transfer desk. */
  function openTransferSession(launch: {
    playerId: string;
    currency: string;
    gameCode: string;
    language: string;
  }): string | null {
    const game = sandboxGameOf(SANDBOX_TRANSFER, launch.gameCode);
    if (!game) return null;
    const ticket = randomBytes(24).toString('base64url');
    sessions.set(ticket, {
      vendor: SANDBOX_TRANSFER,
      gameCode: launch.gameCode,
      game,
      currency: launch.currency,
      digits: digitsOf(launch.currency),
      expiresAt: Date.now() + SESSION_MS,
      demo: false,
      transfer: true,
      playerId: launch.playerId,
    });
    const params = new URLSearchParams({ ticket, lang: launch.language });
    return `${publicUrl}/play/${SANDBOX_TRANSFER}/${encodeURIComponent(launch.gameCode)}?${params.toString()}`;
  }

  /**
   * A signed call of the site to the transfer desk; its answer is signed too. Faults: an
   * answer lost after the order was taken, or the call dropped before it was.
   */
  async function transferCall(name: string, request: IncomingMessage, response: ServerResponse) {
    const raw = await readRequest(request);
    const signed = (status: number, value: unknown) => {
      const body = JSON.stringify(value);
      response.writeHead(status, {
        'content-type': 'application/json',
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(options.secret, body),
      });
      response.end(body);
    };
    if (!vendorSignatureMatches(options.secret, raw, request.headers[VENDOR_SIGNATURE_HEADER])) {
      log(`sandbox vendor: transfer ${name} refused: signature`);
      return signed(401, { ok: false, code: 'SIGNATURE_INVALID' });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return signed(400, { ok: false, code: 'BAD_REQUEST' });
    }
    const moves = name === 'deposit' || name === 'withdraw';
    if (moves && Math.random() < faults.transferDropped) {
      log(`sandbox vendor: transfer ${name} dropped (fault)`);
      return response.destroy();
    }
    const answer = desk.answer(name, body, openTransferSession);
    if (!answer) return signed(404, { ok: false, code: 'NOT_FOUND' });
    if (moves && Math.random() < faults.transferLost) {
      log(`sandbox vendor: transfer ${name} taken, answer lost (fault)`);
      return response.destroy();
    }
    signed(200, answer);
  }

  function gameList(vendor: string) {
    return vendor === BULK_VENDOR ? bulkCatalogue() : sandboxCatalogue(vendor);
  }

  /** What a new page session of the game starts with: a fish scene or a match board. */
  function stateOf(game: SandboxGame): Pick<PageSession, 'scene' | 'board'> {
    if (game.kind === 'fish') return { scene: openScene(randomBytes(16).toString('hex')) };
    if (game.kind === 'match') return { board: openBoard(game, serverSeed) };
    return {};
  }

  /** What the page is told it may play, as it opens. */
  function offerOf(game: SandboxGame, state: Pick<PageSession, 'scene' | 'board'>) {
    switch (game.kind) {
      case 'slot':
        return { bets: game.slot.bets };
      case 'showdown':
        return { antes: game.antes };
      case 'cockfight':
        return { chips: game.chips, maxTotal: game.maxTotal, card: { number: 1, ...fightCard(1) } };
      case 'fish':
        return fishOffer(game, state.scene!);
      case 'match':
        return boardOffer(game, state.board!);
      case 'roulette':
        return { chips: game.chips, maxTotal: game.maxTotal, maxBets: game.maxBets };
    }
  }

  async function open(body: Record<string, unknown>, response: ServerResponse) {
    const vendor = String(body.vendor ?? '');
    const gameCode = String(body.game ?? '');
    const game = sandboxGameOf(vendor, gameCode);
    if (!game) return json(response, 404, { error: 'GAME_NOT_FOUND' });
    const id = randomBytes(24).toString('base64url');
    const state = stateOf(game);
    const common = { vendor, gameCode, game, expiresAt: Date.now() + SESSION_MS, ...state };
    const offer = offerOf(game, state);
    if (typeof body.ticket === 'string') {
      // A transfer-wallet session the site opened with `launch`: the money is the desk's.
      const opened = sessions.get(body.ticket);
      if (!opened || opened.demo || !opened.transfer || opened.expiresAt < Date.now()) {
        return json(response, 200, { error: 'VENDOR_SESSION_ENDED' });
      }
      Object.assign(opened, state);
      const { currency, digits, playerId } = opened;
      const balance = desk.balanceOf(playerId, currency);
      return json(response, 200, {
        session: body.ticket,
        balance,
        currency,
        digits,
        ...offer,
        demo: false,
      });
    }
    if (typeof body.token !== 'string') {
      const asked = String(body.currency ?? '');
      const currency = /^[A-Z]{3}$/.test(asked) ? asked : 'VND';
      const balance = DEMO_STAKES * largestStake(game);
      const digits = digitsOf(currency);
      sessions.set(id, { ...common, demo: true, balance, currency, digits });
      return json(response, 200, { session: id, balance, currency, digits, ...offer, demo: true });
    }
    const reply = await wallet.call<{
      sessionToken: string;
      playerId: string;
      currency: string;
      balance: number;
    }>(vendor, 'authenticate', { launchToken: body.token });
    if (!reply.ok) return json(response, 200, { error: reply.code });
    const { sessionToken, playerId, currency, balance } = reply.value;
    const digits = digitsOf(currency);
    sessions.set(id, { ...common, demo: false, sessionToken, playerId, currency, digits });
    json(response, 200, { session: id, balance, currency, digits, ...offer, demo: false });
  }

  /**
   * One round's money: demo money kept here, or the stake as a bet and the return as its win
   * (0 for a loss) through the site's wallet. Answers the balance after, or the refusal.
   */
  async function settleRound(
    session: PageSession,
    stake: number,
    won: number,
    beforeWin?: (balance: number) => Promise<void>,
  ): Promise<{ balance: number } | { error: string; balance?: number | undefined }> {
    if (session.demo) {
      if (session.balance < stake) return { error: 'INSUFFICIENT_FUNDS', balance: session.balance };
      session.balance -= stake;
      await beforeWin?.(session.balance);
      session.balance += won;
      return { balance: session.balance };
    }
    if (session.transfer) {
      const after = desk.play(session.playerId, session.currency, stake, won);
      if (after === null) {
        return {
          error: 'INSUFFICIENT_FUNDS',
          balance: desk.balanceOf(session.playerId, session.currency),
        };
      }
      await beforeWin?.(after - won);
      return { balance: after };
    }
    return playSeamlessRound(wallet, faults, book, session, stake, won, {
      chance: (share) => share > 0 && Math.random() < share,
      lateWinMs: options.lateWinMs ?? 2_000,
      log,
      beforeWin,
    });
  }

  async function spinSlot(session: PageSession, slot: SandboxSlot, body: Record<string, unknown>) {
    const bet = Number(body.bet);
    if (!slot.bets.includes(bet)) return { status: 400, answer: { error: 'BAD_BET' } };
    const lineBet = bet / slot.math.lines.length;
    const result = spin(slot.math, draw);
    const win = result.pay * lineBet;
    const wins = result.wins.map((w) => ({
      symbol: w.symbol,
      cells: slot.math.lines[w.line]!.slice(0, w.count).map((row, reel) => [reel, row]),
    }));
    const money = await settleRound(session, bet, win);
    if ('error' in money) return { status: 200, answer: money };
    return { status: 200, answer: { grid: result.grid, wins, win, balance: money.balance } };
  }

  async function spinWheel(
    session: PageSession,
    table: Extract<SandboxGame, { kind: 'roulette' }>,
    body: Record<string, unknown>,
  ) {
    const bets = Array.isArray(body.bets)
      ? (body.bets as { bet: RouletteBet; amount: number }[])
      : [];
    const valid =
      bets.length > 0 &&
      bets.length <= table.maxBets &&
      bets.every(
        (b) =>
          b &&
          typeof b === 'object' &&
          isValidBet(b.bet) &&
          Number.isInteger(b.amount) &&
          b.amount > 0 &&
          b.amount % table.chips[0]! === 0,
      );
    const stake = valid ? bets.reduce((sum, b) => sum + b.amount, 0) : 0;
    if (!valid || stake > table.maxTotal) return { status: 400, answer: { error: 'BAD_BET' } };
    const pocket = draw(POCKETS);
    const won = bets.reduce((sum, b) => sum + returnOf(b.bet, b.amount, pocket), 0);
    const money = await settleRound(session, stake, won);
    if ('error' in money) return { status: 200, answer: money };
    return {
      status: 200,
      answer: { pocket, colour: colourOf(pocket), win: won, balance: money.balance },
    };
  }

  async function playHand(
    session: PageSession,
    room: Extract<SandboxGame, { kind: 'showdown' }>,
    body: Record<string, unknown>,
  ) {
    const ante = Number(body.ante);
    if (!room.antes.includes(ante)) return { status: 400, answer: { error: 'BAD_BET' } };
    const hands = deal(draw);
    const settled = settleHands(hands, ante);
    const money = await settleRound(session, ante, settled.payouts[0]!);
    if ('error' in money) return { status: 200, answer: money };
    return {
      status: 200,
      answer: {
        hands: hands.map((cards) => ({ cards, category: rankHand(cards).category })),
        winners: settled.winners,
        pot: settled.pot,
        rake: settled.rake,
        win: settled.payouts[0],
        balance: money.balance,
      },
    };
  }

  async function playFight(
    session: PageSession,
    board: Extract<SandboxGame, { kind: 'cockfight' }>,
    body: Record<string, unknown>,
  ) {
    const bets = Array.isArray(body.bets) ? (body.bets as { bet: FightBet; amount: number }[]) : [];
    const valid =
      bets.length > 0 &&
      bets.length <= fightBets.length &&
      new Set(bets.map((b) => b?.bet)).size === bets.length &&
      bets.every(
        (b) =>
          b &&
          fightBets.includes(b.bet) &&
          Number.isInteger(b.amount) &&
          b.amount > 0 &&
          b.amount % board.chips[0]! === 0,
      );
    const stake = valid ? bets.reduce((sum, b) => sum + b.amount, 0) : 0;
    if (!valid || stake > board.maxTotal) return { status: 400, answer: { error: 'BAD_BET' } };
    const outcome = outcomeOf(draw(OUTCOMES));
    const won = bets.reduce((sum, b) => sum + fightReturn(b.bet, b.amount, outcome), 0);
    const money = await settleRound(session, stake, won);
    if ('error' in money) return { status: 200, answer: money };
    session.fights = (session.fights ?? 1) + 1;
    return {
      status: 200,
      answer: {
        outcome,
        win: won,
        balance: money.balance,
        next: { number: session.fights, ...fightCard(session.fights) },
      },
    };
  }

  function playRound(session: PageSession, body: Record<string, unknown>): Promise<PlayAnswer> {
    const { game } = session;
    switch (game.kind) {
      case 'slot':
        return spinSlot(session, game.slot, body);
      case 'showdown':
        return playHand(session, game, body);
      case 'cockfight':
        return playFight(session, game, body);
      case 'roulette':
        return spinWheel(session, game, body);
      case 'fish':
        return playShot(game, session.scene!, body, {
          draw,
          settle: (stake, won) => settleRound(session, stake, won),
        });
      case 'match':
        return placeBet(game, session.board!, body, {
          settle: (stake, won, beforeWin) => settleRound(session, stake, won, beforeWin),
          seed: serverSeed,
          matchMs,
          later: (work) => book.later(work),
        });
    }
  }

  function sessionOf(body: Record<string, unknown>): PageSession | null {
    const session = sessions.get(String(body.session ?? ''));
    return session && session.expiresAt >= Date.now() ? session : null;
  }

  async function play(body: Record<string, unknown>, response: ServerResponse) {
    const session = sessionOf(body);
    if (!session) return json(response, 200, { error: 'VENDOR_SESSION_ENDED' });
    const { status, answer } = await playRound(session, body);
    json(response, status, answer);
  }

  /** The end of a match bet: answered once its win was sent. */
  async function settle(body: Record<string, unknown>, response: ServerResponse) {
    const session = sessionOf(body);
    if (!session) return json(response, 200, { error: 'VENDOR_SESSION_ENDED' });
    if (!session.board) return json(response, 400, { error: 'TICKET_NOT_FOUND' });
    const { status, answer } = await settleTicket(session.board, body);
    json(response, status, answer);
  }

  function page(url: URL, parts: string[], response: ServerResponse) {
    const [, vendor = '', gameCode = ''] = parts;
    const game = sandboxGameOf(vendor, gameCode);
    const listed = gameList(vendor).find((g) => g.gameCode === gameCode);
    if (!game || !listed) return json(response, 404, { error: 'GAME_NOT_FOUND' });
    const language = pageLanguage(url.searchParams.get('lang'));
    const nonce = randomBytes(16).toString('base64');
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:`,
      'cache-control': 'no-store',
    });
    const common = {
      title:
        listed.names[language] ?? listed.names.en ?? Object.values(listed.names)[0] ?? gameCode,
      vendor,
      gameCode,
      language,
      token: url.searchParams.get('demo') === '1' ? null : url.searchParams.get('token'),
      ticket: url.searchParams.get('demo') === '1' ? null : url.searchParams.get('ticket'),
      currency: url.searchParams.get('currency'),
      nonce,
    };
    response.end(pageOf(game, common));
  }

  function pageOf(game: SandboxGame, common: PageOptions): string {
    switch (game.kind) {
      case 'showdown':
        return showdownPage(common);
      case 'cockfight':
        return cockfightPage(common);
      case 'roulette':
        return roulettePage(common);
      case 'fish':
        return fishPage(common);
      case 'match':
        return matchPage({ ...common, sport: game.sport });
      case 'slot':
        return slotPage({
          ...common,
          reels: game.slot.math.strips.length,
          rows: game.slot.math.rows,
          lines: game.slot.math.lines.length,
          symbols: [...new Set(game.slot.math.strips.flat())],
        });
    }
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const parts = url.pathname.split('/').filter(Boolean);
    if (request.method === 'GET' && url.pathname === '/healthz') return json(response, 200, 'ok');
    if (request.method === 'GET' && parts[0] === 'games' && parts.length === 2) {
      const body = JSON.stringify({ vendor: parts[1], games: gameList(parts[1]!) });
      response.writeHead(200, {
        'content-type': 'application/json',
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(options.secret, body),
      });
      return response.end(body);
    }
    if (request.method === 'GET' && parts[0] === 'report' && parts.length === 2) {
      const from = Number(url.searchParams.get('from'));
      const to = Number(url.searchParams.get('to'));
      if (!Number.isFinite(from) || !Number.isFinite(to)) {
        return json(response, 400, { error: 'BAD_REQUEST' });
      }
      const report =
        parts[1] === SANDBOX_TRANSFER
          ? { rounds: [], orders: desk.ordersBetween(from, to) }
          : {
              rounds: book
                .between(from, to)
                .filter((r) => r.vendor === parts[1])
                .map(({ roundId, playerId, gameCode, stake, win, refunded, at }) => ({
                  roundId,
                  playerId,
                  gameCode,
                  stake,
                  win,
                  refunded,
                  at,
                })),
              orders: [],
            };
      const body = JSON.stringify(report);
      response.writeHead(200, {
        'content-type': 'application/json',
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(options.secret, body),
      });
      return response.end(body);
    }
    if (request.method === 'GET' && parts[0] === 'play' && parts.length === 3) {
      return page(url, parts, response);
    }
    if (request.method === 'POST' && parts[0] === 'transfer' && parts.length === 2) {
      return transferCall(parts[1]!, request, response);
    }
    if (request.method === 'POST' && parts[0] === 'api' && parts.length === 2) {
      let body: unknown;
      try {
        body = JSON.parse(await readRequest(request));
      } catch {
        return json(response, 400, { error: 'BAD_REQUEST' });
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return json(response, 400, { error: 'BAD_REQUEST' });
      }
      const fields = body as Record<string, unknown>;
      if (parts[1] === 'open') return open(fields, response);
      if (parts[1] === 'spin') return play(fields, response);
      if (parts[1] === 'settle') return settle(fields, response);
    }
    json(response, 404, { error: 'NOT_FOUND' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      log(`sandbox vendor: ${(error as Error).message}`);
      if (!response.headersSent) json(response, 500, { error: 'INTERNAL' });
      else response.end();
    });
  });
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [id, s] of sessions) if (s.expiresAt < now) sessions.delete(id);
  }, 60_000);
  sweep.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  publicUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: publicUrl,
    faults,
    book,
    close: async () => {
      clearInterval(sweep);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
