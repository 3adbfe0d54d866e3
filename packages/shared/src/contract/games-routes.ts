import type {
  FavouriteChange,
  FavouriteGames,
  FavouriteGamesQuery,
  FavouriteIds,
  GameList,
  GameListQuery,
  GameTypes,
  HotGames,
  HotGamesQuery,
  LaunchAddressQuery,
  LaunchAnswer,
  LaunchGameRequest,
  RecentGames,
  RecentGamesQuery,
} from './games.js';
import type { RoundDetail, RoundsPage, RoundsQuery } from './game-rounds.js';
import { route } from './route.js';
import type {
  ConsolidatedWallets,
  TransferOrders,
  TransferOrdersQuery,
  VendorTransferAnswer,
  VendorTransferRequest,
} from './vendor-transfer.js';
import type { VendorGroup } from './system.js';

/** The routes of `gamesEndpoints`, without zod or the schemas (the lobby calls them). */
export const gamesRoutes = {
  vendors: route<{ response: VendorGroup[] }>()('GET', '/wps/game/vendors'),
  gameTypes: route<{ response: GameTypes }>()('GET', '/wps/game/types'),
  gameList: route<{ query: GameListQuery; response: GameList }>()('GET', '/wps/game/list'),
  hotGames: route<{ query: HotGamesQuery; response: HotGames }>()('GET', '/wps/game/hot'),
  recentGames: route<{ query: RecentGamesQuery; response: RecentGames }>()(
    'GET',
    '/wps/game/recent',
  ),
  favouriteGames: route<{ query: FavouriteGamesQuery; response: FavouriteGames }>()(
    'GET',
    '/wps/game/favourites',
  ),
  changeFavourite: route<{ body: FavouriteChange; response: FavouriteIds }>()(
    'POST',
    '/wps/v2/game/favourites',
  ),
  launchGame: route<{ body: LaunchGameRequest; response: LaunchAnswer }>()(
    'POST',
    '/wps/game/launchGame',
  ),
  launchAddress: route<{ query: LaunchAddressQuery; response: LaunchAnswer }>()(
    'GET',
    '/wps/v2/game/launch',
  ),
  vendorTransfer: route<{ body: VendorTransferRequest; response: VendorTransferAnswer }>()(
    'POST',
    '/wps/game/transfer',
  ),
  transferOrders: route<{ query: TransferOrdersQuery; response: TransferOrders }>()(
    'GET',
    '/wps/game/transfers',
  ),
  vendorWallets: route<{ response: ConsolidatedWallets }>()('GET', '/wps/game/wallets'),
  rounds: route<{ query: RoundsQuery; response: RoundsPage }>()('GET', '/wps/game/rounds'),
  round: route<{ params: { roundRef: string }; response: RoundDetail }>()(
    'GET',
    '/wps/game/rounds/:roundRef',
  ),
};
