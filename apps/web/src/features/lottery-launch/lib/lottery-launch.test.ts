import { describe, expect, it } from 'vitest';
import type { GameMenus, LotteryGame } from '@sorteo/shared';
import {
  categoryLaunchPath,
  isLaunchingCategory,
  lobbyLaunchPath,
  readLobbyLaunch,
  safeBackUrl,
} from './lottery-launch';

const origin = 'https://play.example.com';

const game = (gameCode: string, family: LotteryGame['family']): LotteryGame => ({
  gameCode,
  family,
  gameName: gameCode,
  accountTypeName: family === 'VN' ? 'TCG_LOTTO_VN' : 'TCG_SEA',
  intervalSeconds: 60,
  drawTime: null,
  timeZone: 'UTC',
  closeSeconds: 10,
  realWorld: false,
  betTypes: [],
  odds: {},
  limits: {},
  currency: 'USD',
});

const menus = (...groups: LotteryGame[][]): GameMenus => ({
  gameMenus: groups.map((games, i) => ({
    gameGroupCode: games[0]?.family ?? 'VN',
    labelName: `G${i}`,
    games,
  })),
});

const launch = (query: string) => {
  const read = readLobbyLaunch(new URLSearchParams(query));
  if (!read) throw new Error('not a lobby launch');
  return lobbyLaunchPath(read, origin);
};

describe('lobby launch', () => {
  it('opens the VN game for the betting view and the VN lobby for the lobby view', () => {
    expect(launch('launchMode=LOTT&lottoArea=VN&lottoGameCode=VN_3M&lottoView=betting')).toBe(
      '/vnlottery?gameCode=VN_3M',
    );
    expect(launch('launchMode=LOTT&lottoArea=VN&lottoGameCode=VN_3M&lottoView=lobby')).toBe(
      '/vnlottery?view=lobby',
    );
  });

  it('opens the SEA lottery page for any other area', () => {
    expect(launch('launchMode=LOTT&lottoGameCode=5D_1M&lottoView=betting')).toBe(
      '/lottery?gameCode=5D_1M',
    );
  });

  it('keeps a back address of this site and drops one of another site', () => {
    expect(
      launch(
        `launchMode=LOTT&lottoArea=VN&lottoGameCode=VN_MB&backUrl=${encodeURIComponent('/rng?page=PG')}`,
      ),
    ).toBe(`/vnlottery?gameCode=VN_MB&backUrl=${encodeURIComponent('/rng?page=PG')}`);
    expect(
      launch('launchMode=LOTT&lottoArea=VN&lottoGameCode=VN_MB&backUrl=https://evil.example/x'),
    ).toBe('/vnlottery?gameCode=VN_MB');
  });

  it('ignores a malformed game code and is not a lobby launch without launchMode LOTT', () => {
    expect(launch('launchMode=lott&lottoArea=vn&lottoGameCode=../x')).toBe('/vnlottery');
    expect(readLobbyLaunch(new URLSearchParams('launchMode=GLS&lottoArea=VN'))).toBeNull();
  });
});

describe('safeBackUrl', () => {
  it('takes paths and same-origin addresses only', () => {
    expect(safeBackUrl('/index', origin)).toBe('/index');
    expect(safeBackUrl(`${origin}/lottery?x=1#top`, origin)).toBe('/lottery?x=1#top');
    expect(safeBackUrl('//evil.example/x', origin)).toBeNull();
    expect(safeBackUrl('/\\evil.example', origin)).toBeNull();
    expect(safeBackUrl('javascript:alert(1)', origin)).toBeNull();
    expect(safeBackUrl('http://play.example.com/x', origin)).toBeNull();
    expect(safeBackUrl('', origin)).toBeNull();
    expect(safeBackUrl(null, origin)).toBeNull();
  });

  it('refuses addresses a browser would read as another host or scheme', () => {
    const nasty = [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '\t//evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/ /evil.example',
      '//evil.example',
      '///evil.example',
      '/.//evil.example',
      'http:evil.example',
      'https://evil.example',
      `${origin}.evil.example/x`,
      `${origin}@evil.example/x`,
      'https://user:pass@play.example.com/x',
      `${origin}//evil.example`,
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://play.example.com/x',
      '   ',
    ];
    for (const text of nasty) expect(safeBackUrl(text, origin), JSON.stringify(text)).toBeNull();
  });

  it('writes a same-origin address back as its path, query and hash only', () => {
    expect(safeBackUrl('  /rng?page=PG  ', origin)).toBe('/rng?page=PG');
    expect(safeBackUrl('/a/../lottery', origin)).toBe('/lottery');
    expect(safeBackUrl('?gameCode=5D_1M', origin)).toBe('/?gameCode=5D_1M');
    expect(safeBackUrl('https://PLAY.example.com:443/x', origin)).toBe('/x');
    expect(safeBackUrl('/%2F%2Fevil.example', origin)).toBe('/%2F%2Fevil.example');
    // Same scheme without slashes is a path of this site, as the browser reads it too.
    expect(safeBackUrl('https:evil.example', origin)).toBe('/evil.example');
  });
});

describe('lottery categories in the side menu', () => {
  it('launch only for LOTT and ELOTT', () => {
    expect(isLaunchingCategory('LOTT')).toBe(true);
    expect(isLaunchingCategory('ELOTT')).toBe(true);
    expect(isLaunchingCategory('RNG')).toBe(false);
  });

  it('launch the first TCG_SEA game, skipping VN games listed before it', () => {
    const list = menus(
      [game('VN_MB', 'VN'), game('VN_1M', 'VN')],
      [game('K3_1M', 'K3'), game('5D_1M', '5D')],
    );
    expect(categoryLaunchPath(list)).toBe('/lottery?gameCode=K3_1M');
  });

  it('fall back to the lottery page when there is no TCG_SEA game or no menu yet', () => {
    expect(categoryLaunchPath(menus([game('VN_MB', 'VN')]))).toBe('/lottery');
    expect(categoryLaunchPath(undefined)).toBe('/lottery');
  });
});
