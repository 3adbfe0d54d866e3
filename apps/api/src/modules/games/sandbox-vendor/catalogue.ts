import type { GameCategory } from '@sorteo/shared';
import { gameArtPath } from '../game-art-path.js';
import type { PublishedGame } from '../published-game.js';
import { basisPoints, exactRtp, type LineSlot } from './games/line-slot.js';
import { exactRtp as rouletteRtp } from './games/roulette.js';
import { exactRtp as fightRtp } from './games/cockfight.js';
import { overallRtp as fishRtp } from './games/fish.js';
import { lowestRtp as matchRtp } from './games/matches.js';
import { ANTES, exactRtp as showdownRtp } from './games/showdown.js';
import { jungleGold, luckySevens } from './games/slots.js';

/** The sandbox vendor that calls the seamless wallet. */
export const SANDBOX_SEAMLESS = 'SBX';
/** The sandbox vendor that keeps players' money itself: the site transfers to it. */
export const SANDBOX_TRANSFER = 'SBT';

export type SandboxVendor = {
  code: string;
  name: string;
  categories: GameCategory[];
  walletKind: 'seamless' | 'transfer';
  demo: boolean;
};

export const sandboxVendors: SandboxVendor[] = [
  {
    code: SANDBOX_SEAMLESS,
    name: 'Sandbox Studio',
    categories: ['RNG', 'LIVE', 'SPORTS', 'FISH', 'ESPORTS', 'COCKFIGHT'],
    walletKind: 'seamless',
    demo: true,
  },
  {
    code: SANDBOX_TRANSFER,
    name: 'Sandbox Card Room',
    categories: ['PVP'],
    walletKind: 'transfer',
    demo: true,
  },
];

type Entry = Omit<PublishedGame, 'thumbnail' | 'platforms' | 'sort' | 'isNew' | 'demo'> & {
  vendor: string;
  isNew?: boolean;
};

const rtp = (slot: LineSlot) => basisPoints(exactRtp(slot));

const entries: Entry[] = [
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'SLOT3-SEVENS',
    gameType: 'RNG',
    names: { es: 'Sietes de la Suerte', en: 'Lucky Sevens', pt: 'Sete da Sorte', zh: '幸运七' },
    classify: 'classic',
    minBet: 1000,
    minLineNum: luckySevens.lines.length,
    rtpBasisPoints: rtp(luckySevens),
    volatility: 'medium',
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'SLOT5-JUNGLE',
    gameType: 'RNG',
    names: { es: 'Selva Mágica', en: 'Jungle Gold', pt: 'Selva Mágica', zh: '黄金丛林' },
    classify: 'video',
    minBet: 2000,
    minLineNum: jungleGold.lines.length,
    rtpBasisPoints: rtp(jungleGold),
    volatility: 'high',
    isNew: true,
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'ROULETTE-EU',
    gameType: 'LIVE',
    names: { es: 'Ruleta Europea', en: 'European Roulette', pt: 'Roleta Europeia', zh: '欧洲轮盘' },
    classify: 'roulette',
    minBet: 1000,
    minLineNum: 0,
    rtpBasisPoints: basisPoints(rouletteRtp({ kind: 'red' })),
    volatility: 'low',
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'COCK-DERBY',
    gameType: 'COCKFIGHT',
    names: { es: 'Gran Derbi', en: 'Grand Derby', pt: 'Grande Derby', zh: '斗鸡大赛' },
    classify: 'derby',
    minBet: 1000,
    minLineNum: 0,
    rtpBasisPoints: basisPoints(fightRtp('meron')),
    volatility: 'medium',
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'FISH-REEF',
    gameType: 'FISH',
    names: {
      es: 'Cazador del Arrecife',
      en: 'Reef Hunter',
      pt: 'Caçador do Recife',
      zh: '珊瑚礁猎手',
    },
    classify: 'shooter',
    minBet: 1000,
    minLineNum: 0,
    rtpBasisPoints: basisPoints(fishRtp()),
    volatility: 'high',
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'SPORTS-LEAGUE',
    gameType: 'SPORTS',
    names: { es: 'Liga Dorada', en: 'Golden League', pt: 'Liga Dourada', zh: '黄金联赛' },
    classify: 'football',
    minBet: 1000,
    minLineNum: 0,
    rtpBasisPoints: basisPoints(matchRtp('football')),
    volatility: 'medium',
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'ESPORTS-ARENA',
    gameType: 'ESPORTS',
    names: {
      es: 'Choque en la Arena',
      en: 'Arena Clash',
      pt: 'Confronto na Arena',
      zh: '竞技场对决',
    },
    classify: 'moba',
    minBet: 1000,
    minLineNum: 0,
    rtpBasisPoints: basisPoints(matchRtp('esports')),
    volatility: 'medium',
  },
  {
    vendor: SANDBOX_TRANSFER,
    gameCode: 'CARDS-SHOWDOWN',
    gameType: 'PVP',
    names: {
      es: 'Duelo de Tres Cartas',
      en: 'Three Card Showdown',
      pt: 'Duelo de Três Cartas',
      zh: '三张牌对决',
    },
    classify: 'cards',
    minBet: ANTES[0],
    minLineNum: 0,
    rtpBasisPoints: basisPoints(showdownRtp(ANTES[0])),
    volatility: 'medium',
    isNew: true,
  },
];

/** The game list a sandbox vendor publishes. */
export function sandboxCatalogue(vendorCode: string): PublishedGame[] {
  const vendor = sandboxVendors.find((v) => v.code === vendorCode);
  return entries
    .filter((e) => e.vendor === vendorCode)
    .map(({ vendor: code, ...game }, index) => ({
      ...game,
      platforms: ['html5-desktop', 'html5'],
      thumbnail: gameArtPath(code, game.gameCode),
      demo: vendor?.demo ?? false,
      isNew: game.isNew ?? false,
      sort: index,
    }));
}
