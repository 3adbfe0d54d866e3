import type { PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from '../fixtures';
import type { SiteApi } from './site-api';

type Launch = { game_url: string };
type Game = { nodeId: string; gameCode: string };

/**
 * Spins of the given stakes at the sandbox vendor's three-reel slot, as the player whose
 * session `token` is: the site launches the game, then the vendor's own calls play it (each
 * spin a bet and its win, through the site's seamless wallet). Answers each spin's win.
 */
export async function spinSlot(
  playwright: PlaywrightWorkerArgs['playwright'],
  api: SiteApi,
  token: string,
  stakes: number[],
): Promise<{ win: number }[]> {
  const { games } = await api.get<{ games: Game[] }>(
    '/wps/game/list?gameType=RNG&vassalage=SBX&language=es',
    token,
  );
  const sevens = games.find((g) => g.gameCode === 'SLOT3-SEVENS')!;
  const launch = await api.post<Launch>(
    '/wps/game/launchGame',
    { nodeId: sevens.nodeId, vassalage: 'SBX', language: 'es' },
    token,
  );
  const url = new URL(launch.game_url);
  const vendor = await playwright.request.newContext({ baseURL: url.origin });
  const opened = await (
    await vendor.post('/api/open', {
      data: { vendor: 'SBX', game: 'SLOT3-SEVENS', token: url.searchParams.get('token') },
    })
  ).json();
  const spins: { win: number }[] = [];
  for (const bet of stakes) {
    const spun = await (
      await vendor.post('/api/spin', { data: { session: opened.session, bet } })
    ).json();
    expect(spun.error).toBeUndefined();
    spins.push(spun);
  }
  await vendor.dispose();
  return spins;
}
