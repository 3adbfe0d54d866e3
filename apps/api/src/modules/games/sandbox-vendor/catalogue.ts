import type { GameCategory } from '@sorteo/shared';
import { gameArtPath } from '../game-art-path.js';
import type { PublishedGame } from '../published-game.js';

/** The sandbox vendor that calls the seamless wallet, and the one that uses transfers. */
export const SANDBOX_SEAMLESS = 'SBX';
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
    categories: ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT'],
    walletKind: 'seamless',
    demo: true,
  },
  {
    code: SANDBOX_TRANSFER,
    name: 'Sandbox Cards',
    categories: ['PVP'],
    walletKind: 'transfer',
    demo: false,
  },
];

type Entry = Omit<PublishedGame, 'thumbnail' | 'platforms' | 'sort' | 'isNew' | 'demo'> & {
  vendor: string;
};

const entries: Entry[] = [
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'SLOT3-SEVENS',
    gameType: 'RNG',
    names: { es: 'Siete de la Suerte', en: 'Lucky Sevens', pt: 'Sete da Sorte', zh: '幸运七' },
    classify: 'classic',
    minBet: 1000,
    minLineNum: 1,
    rtpBasisPoints: null,
    volatility: 'medium',
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'SLOT5-JUNGLE',
    gameType: 'RNG',
    names: { es: 'Selva de Oro', en: 'Jungle Gold', pt: 'Selva de Ouro', zh: '黄金丛林' },
    classify: 'video',
    minBet: 2000,
    minLineNum: 20,
    rtpBasisPoints: null,
    volatility: 'high',
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'ROULETTE-EU',
    gameType: 'LIVE',
    names: {
      es: 'Ruleta Europea',
      en: 'European Roulette',
      pt: 'Roleta Europeia',
      zh: '欧洲轮盘',
    },
    classify: 'roulette',
    minBet: 1000,
    minLineNum: 0,
    rtpBasisPoints: null,
    volatility: 'low',
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'FISH-REEF',
    gameType: 'FISH',
    names: {
      es: 'Cazador del Arrecife',
      en: 'Reef Hunter',
      pt: 'Caçador do Recife',
      zh: '珊瑚猎手',
    },
    classify: 'shooter',
    minBet: 100,
    minLineNum: 0,
    rtpBasisPoints: null,
    volatility: 'medium',
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'SPORTS-BOARD',
    gameType: 'SPORTS',
    names: { es: 'Liga Simulada', en: 'Simulated League', pt: 'Liga Simulada', zh: '模拟联赛' },
    classify: 'football',
    minBet: 1000,
    minLineNum: 0,
    rtpBasisPoints: null,
    volatility: null,
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'ESPORTS-BOARD',
    gameType: 'ESPORTS',
    names: { es: 'Arena eSports', en: 'eSports Arena', pt: 'Arena eSports', zh: '电竞竞技场' },
    classify: 'moba',
    minBet: 1000,
    minLineNum: 0,
    rtpBasisPoints: null,
    volatility: null,
  },
  {
    vendor: SANDBOX_SEAMLESS,
    gameCode: 'COCKFIGHT-PIT',
    gameType: 'COCKFIGHT',
    names: { es: 'Gallera Real', en: 'Royal Cockpit', pt: 'Rinha Real', zh: '皇家斗鸡' },
    classify: 'derby',
    minBet: 1000,
    minLineNum: 0,
    rtpBasisPoints: null,
    volatility: null,
  },
  {
    vendor: SANDBOX_TRANSFER,
    gameCode: 'CARD-ROOM',
    gameType: 'PVP',
    names: { es: 'Sala de Cartas', en: 'Card Room', pt: 'Sala de Cartas', zh: '纸牌房' },
    classify: 'cards',
    minBet: 1000,
    minLineNum: 0,
    rtpBasisPoints: null,
    volatility: null,
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
      isNew: false,
      sort: index,
    }));
}
