import { AccountType } from '@sorteo/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { signedInMember, type SignedIn } from '../wallet/wallet-test-kit.js';

let ctx: TestContext;
let demoId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  demoId = (
    await ctx.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => ctx.close());

const get = async (url: string, token?: string, merchant = 'SORTEO') =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { merchant, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const favourite = (token: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/v2/game/favourites',
    headers: { merchant: 'SORTEO', authorization: `Bearer ${token}` },
    payload: body,
  });

const gameId = async (vendor: string, code: string) =>
  (
    await ctx.db
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', vendor)
      .where('game_code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

describe('GET /wps/game/vendors', () => {
  it("lists the demo brand's categories in menu order, lotteries as TCG_SEA", async () => {
    const res = await get('/wps/game/vendors');
    const groups = res.json().value as { gameCategory: string; vendors: { vassalage: string }[] }[];
    expect(groups.map((g) => [g.gameCategory, g.vendors.map((v) => v.vassalage)])).toEqual([
      ['LOTT', ['TCG_SEA', 'TCG_LOTTO_VN']],
      ['ELOTT', ['TCG_SEA']],
      ['LIVE', ['SBX']],
      ['SPORTS', ['SBX']],
      ['FISH', ['SBX']],
      ['RNG', ['SBX']],
      ['PVP', ['SBT']],
      ['ESPORTS', ['SBX']],
      ['INHOUSE', ['TCG_SEA']],
      ['COCKFIGHT', ['SBX']],
    ]);
  });

  it('lists only enabled vendors, splits e-sports books off sports, keeps a vendor in maintenance', async () => {
    const m = await createMerchant(ctx.db);
    await ctx.db
      .updateTable('lottery_game')
      .set({ enabled: false })
      .where('merchant_id', '=', m.id)
      .execute();
    await ctx.db
      .insertInto('vendor')
      .values([
        {
          code: 'IMES',
          name: 'IM eSports',
          categories: ['SPORTS'],
          wallet_kind: 'seamless',
          api_url: null,
        },
        {
          code: 'SABA',
          name: 'Saba Sports',
          categories: ['SPORTS'],
          wallet_kind: 'seamless',
          api_url: null,
          status: 'maintenance',
        },
        {
          code: 'EVO',
          name: 'Evolution',
          categories: ['LIVE'],
          wallet_kind: 'seamless',
          api_url: null,
        },
        {
          code: 'GONE',
          name: 'Gone',
          categories: ['RNG'],
          wallet_kind: 'seamless',
          api_url: null,
          status: 'disabled',
        },
      ])
      .execute();
    await ctx.db
      .insertInto('merchant_vendor')
      .values([
        { merchant_id: m.id, vendor_code: 'IMES', sort: 1 },
        { merchant_id: m.id, vendor_code: 'SABA', sort: 0, is_hot: true },
        { merchant_id: m.id, vendor_code: 'EVO', enabled: false },
        { merchant_id: m.id, vendor_code: 'GONE' },
      ])
      .execute();
    ctx.app.catalogue.changed();
    const res = await get('/wps/game/vendors', undefined, m.code);
    expect(res.json().value).toEqual([
      {
        gameCategory: 'SPORTS',
        vendors: [
          { vassalage: 'SABA', name: 'Saba Sports', isHot: true, image: null, isGame: null },
        ],
      },
      {
        gameCategory: 'ESPORTS',
        vendors: [
          { vassalage: 'IMES', name: 'IM eSports', isHot: false, image: null, isGame: null },
        ],
      },
    ]);
  });
});

describe('GET /wps/game/list', () => {
  it('answers the listed games with names in the language asked for, 42 a page by default', async () => {
    const res = await get('/wps/game/list?gameType=RNG&language=en');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ pageNo: 1, pageSize: 42, total: 2, totalPages: 1 });
    expect(value.games.map((g: { gameName: string }) => g.gameName)).toEqual([
      'Lucky Sevens',
      'Jungle Gold',
    ]);
    expect(value.games[0]).toMatchObject({
      vassalage: 'SBX',
      vendorName: 'Sandbox Studio',
      gameType: 'RNG',
      gameCode: 'SLOT3-SEVENS',
      gameClassify: 'classic',
      minBet: 1000,
      minLineNum: 1,
      rtp: 9595,
      image: '/static/games/SBX/SLOT3-SEVENS.svg',
      demo: true,
      maintenance: false,
    });
    expect(value.games[0].nodeId).toBe(String(await gameId('SBX', 'SLOT3-SEVENS')));
  });

  it("falls back to the merchant's language", async () => {
    const res = await get('/wps/game/list?gameType=RNG');
    expect(res.json().value.games.map((g: { gameName: string }) => g.gameName)).toEqual([
      'Sietes de la Suerte',
      'Selva Mágica',
    ]);
  });

  it('searches names in every language without case or accents, and filters', async () => {
    const names = async (query: string) =>
      (await get(`/wps/game/list?${query}&language=en`))
        .json()
        .value.games.map((g: { gameCode: string }) => g.gameCode);
    expect(await names('gameName=MAGICA')).toEqual(['SLOT5-JUNGLE']);
    expect(await names('gameName=mágica')).toEqual(['SLOT5-JUNGLE']);
    expect(await names('gameName=%20sete%20')).toEqual(['SLOT3-SEVENS']);
    expect(await names('gameName=幸运')).toEqual(['SLOT3-SEVENS']);
    expect(await names('gameName=ruleta')).toEqual(['ROULETTE-EU']);
    expect(await names('gameName=baccarat')).toEqual([]);
    expect(await names('gameType=RNG&gameClassify=video')).toEqual(['SLOT5-JUNGLE']);
    expect(await names('gameType=RNG&minBet=1500')).toEqual(['SLOT3-SEVENS']);
    expect(await names('gameType=RNG&minLineNum=10')).toEqual(['SLOT5-JUNGLE']);
    expect(await names('gameType=LIVE')).toEqual(['ROULETTE-EU']);
    expect(await names('gameType=FISH')).toEqual(['FISH-REEF']);
    expect(await names('gameType=SPORTS')).toEqual(['SPORTS-LEAGUE']);
    // A game the vendor publishes as ESPORTS is listed under ESPORTS, whatever the vendor.
    expect(await names('gameType=ESPORTS')).toEqual(['ESPORTS-ARENA']);
    expect(await names('gameName=cacador')).toEqual(['FISH-REEF']);
    expect(await names('flag=new')).toEqual(['SLOT5-JUNGLE', 'CARDS-SHOWDOWN']);
    expect(await names('flag=featured')).toEqual([]);
    expect(await names('vassalage=SBX&platform=html5')).toHaveLength(7);
  });

  it('pages the generated library of 10,000 titles once an operator enables it', async () => {
    // Hidden until enabled: the test database leaves the library out, so seed it here.
    const { seedBulkLibrary } = await import('./demo-catalogue.js');
    expect(await seedBulkLibrary(ctx.db, demoId)).toBe(10_000);
    expect(await seedBulkLibrary(ctx.db, demoId)).toBe(0);
    ctx.app.catalogue.changed();
    expect((await get('/wps/game/list?vassalage=BULK')).json().value.total).toBe(0);
    await ctx.db
      .updateTable('merchant_vendor')
      .set({ enabled: true })
      .where('merchant_id', '=', demoId)
      .where('vendor_code', '=', 'BULK')
      .execute();
    ctx.app.catalogue.changed();
    const page = (await get('/wps/game/list?vassalage=BULK&pageNo=239')).json().value;
    expect(page).toMatchObject({ total: 10_000, totalPages: 239, pageSize: 42 });
    expect(page.games).toHaveLength(10_000 - 238 * 42);
    const found = (await get('/wps/game/list?gameName=golden%20dragon%202&vassalage=BULK')).json()
      .value;
    expect(found.games.map((g: { gameName: string }) => g.gameName)).toContain('Golden Dragon 2');
    await ctx.db
      .updateTable('merchant_vendor')
      .set({ enabled: false })
      .where('merchant_id', '=', demoId)
      .where('vendor_code', '=', 'BULK')
      .execute();
    ctx.app.catalogue.changed();
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageNo=1.0', 'pageNo'],
    ['pageNo=%201', 'pageNo'],
    ['gameType=SLOTS', 'gameType'],
    ['minBet=-1', 'minBet'],
    ['minBet=0x10', 'minBet'],
    ['minLineNum=+5', 'minLineNum'],
    ['vassalage=sbx', 'vassalage'],
    ['platform=ios', 'platform'],
    [`gameName=${'a'.repeat(61)}`, 'gameName'],
  ])('refuses %s with the field at fault', async (query, field) => {
    const res = await get(`/wps/game/list?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
  });
});

describe('GET /wps/game/types and /wps/game/hot', () => {
  it("answers each category's filter values", async () => {
    const value = (await get('/wps/game/types')).json().value;
    expect(value).toMatchObject({ currency: 'VND', currencyExponent: 0 });
    const types = value.types;
    expect(types.find((t: { gameType: string }) => t.gameType === 'RNG')).toEqual({
      gameType: 'RNG',
      total: 2,
      classifies: ['classic', 'video'],
      minBets: [1000, 2000],
      lineNums: [1, 20],
    });
  });

  it('puts pinned games first and answers at most 20', async () => {
    const jungle = await gameId('SBX', 'SLOT5-JUNGLE');
    await ctx.db
      .insertInto('merchant_game')
      .values({ merchant_id: demoId, game_id: jungle, is_hot: true })
      .execute();
    ctx.app.catalogue.changed();
    const list = (await get('/wps/game/hot?isPlatform=2')).json().value.list;
    expect(list[0].gameCode).toBe('SLOT5-JUNGLE');
    expect(list[0].isHot).toBe(true);
    expect(list.length).toBeLessThanOrEqual(20);
    await ctx.db.deleteFrom('merchant_game').where('game_id', '=', jungle).execute();
    ctx.app.catalogue.changed();
  });
});

describe('favourites and recent games', () => {
  let player: SignedIn;
  beforeAll(async () => {
    player = await signedInMember(ctx.db, demoId);
  });

  it('refuses visitors and trial accounts', async () => {
    expect((await get('/wps/game/favourites')).statusCode).toBe(401);
    expect((await get('/wps/game/recent')).statusCode).toBe(401);
    const trial = await signedInMember(ctx.db, demoId, AccountType.Trial);
    const res = await get('/wps/game/favourites', trial.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_ACCOUNT');
  });

  it('adds, lists newest first, and removes favourites', async () => {
    const sevens = String(await gameId('SBX', 'SLOT3-SEVENS'));
    const jungle = String(await gameId('SBX', 'SLOT5-JUNGLE'));
    let res = await favourite(player.token, {
      nodeId: sevens,
      vendor: 'SBX',
      gameType: 'RNG',
      action: 'add',
    });
    expect(res.json().value).toEqual({ nodeIds: [sevens] });
    await sql`update game_favourite set created_at = created_at - interval '1 minute'`.execute(
      ctx.db,
    );
    res = await favourite(player.token, {
      nodeId: jungle,
      vendor: 'SBX',
      gameType: 'RNG',
      action: 'add',
    });
    expect(res.json().value).toEqual({ nodeIds: [jungle, sevens] });
    const list = (await get('/wps/game/favourites?gameType=RNG&language=en', player.token)).json()
      .value;
    expect(list).toMatchObject({ totalPages: 1, nodeIds: [jungle, sevens] });
    expect(list.content.map((g: { gameName: string }) => g.gameName)).toEqual([
      'Jungle Gold',
      'Lucky Sevens',
    ]);
    expect(
      (await get('/wps/game/favourites?gameType=LIVE', player.token)).json().value.content,
    ).toEqual([]);
    res = await favourite(player.token, {
      nodeId: jungle,
      vendor: 'SBX',
      gameType: 'RNG',
      action: 'remove',
    });
    expect(res.json().value).toEqual({ nodeIds: [sevens] });
  });

  it.each([
    [{ nodeId: '999999', vendor: 'SBX', gameType: 'RNG', action: 'add' }, 'nodeId'],
    [{ nodeId: '01', vendor: 'SBX', gameType: 'RNG', action: 'add' }, 'nodeId'],
    ['BULK', 'vendor'],
    ['LIVE', 'gameType'],
    [{ vendor: 'SBX', gameType: 'RNG', action: 'add' }, 'nodeId'],
    ['toggle', 'action'],
  ] as const)(
    'refuses a wrong change (%j) naming %s, and writes nothing',
    async (change, field) => {
      const sevens = String(await gameId('SBX', 'SLOT3-SEVENS'));
      const base = { nodeId: sevens, vendor: 'SBX', gameType: 'RNG', action: 'add' };
      const body = typeof change === 'object' ? change : { ...base, [field]: change };
      const fresh = await signedInMember(ctx.db, demoId);
      const res = await favourite(fresh.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
      const rows = await ctx.db
        .selectFrom('game_favourite')
        .select('game_id')
        .where('member_id', '=', fresh.id)
        .execute();
      expect(rows).toEqual([]);
    },
  );

  it('lists the last launched games first, once each, and hides what is no longer listed', async () => {
    const [sevens, jungle] = await Promise.all(
      ['SLOT3-SEVENS', 'SLOT5-JUNGLE'].map((c) => gameId('SBX', c)),
    );
    const launch = (game: number, minutesAgo: number) =>
      sql`insert into game_launch (merchant_id, member_id, game_id, demo, created_at)
        values (${demoId}, ${player.id}, ${game}, false,
          now() - make_interval(mins => ${minutesAgo}))`.execute(ctx.db);
    await launch(sevens!, 30);
    await launch(jungle!, 20);
    await launch(sevens!, 10);
    const recent = async (query = '') =>
      (await get(`/wps/game/recent?${query}`, player.token)).json().value as {
        list: { gameCode: string }[];
        totalPages: number;
      };
    expect((await recent()).list.map((g) => g.gameCode)).toEqual(['SLOT3-SEVENS', 'SLOT5-JUNGLE']);
    expect(await recent('pageSize=1&pageNo=2')).toMatchObject({
      totalPages: 2,
      list: [{ gameCode: 'SLOT5-JUNGLE' }],
    });
    await ctx.db
      .insertInto('merchant_game')
      .values({ merchant_id: demoId, game_id: sevens!, hidden: true })
      .execute();
    ctx.app.catalogue.changed();
    expect((await recent()).list.map((g) => g.gameCode)).toEqual(['SLOT5-JUNGLE']);
    await ctx.db.deleteFrom('merchant_game').where('game_id', '=', sevens!).execute();
    ctx.app.catalogue.changed();
  });
});

describe('GET /static/games/:vendor/:file', () => {
  it("draws a listed game's artwork, the same every time, different per game", async () => {
    const a = await get('/static/games/SBX/SLOT3-SEVENS.svg');
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(a.body).toMatch(/^<svg /);
    expect((await get('/static/games/SBX/SLOT3-SEVENS.svg')).body).toBe(a.body);
    expect((await get('/static/games/SBX/SLOT5-JUNGLE.svg')).body).not.toBe(a.body);
    expect((await get('/static/games/SBX/SLOT5-JUNGLE.svg')).body).toContain('<rect');
  });

  it('answers 404 for a game that does not exist and 400 for a malformed name', async () => {
    expect((await get('/static/games/SBX/NOPE.svg')).statusCode).toBe(404);
    expect((await get('/static/games/TCG_SEA/5D_1M.svg')).body).toContain('<text');
    expect((await get('/static/games/SBX/..%2Fx.svg')).statusCode).toBe(400);
    expect((await get('/static/games/sbx/SLOT3-SEVENS.svg')).statusCode).toBe(400);
  });
});
