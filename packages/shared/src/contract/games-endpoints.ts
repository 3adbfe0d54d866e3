import { endpoint } from './endpoint.js';
import {
  favouriteChangeSchema,
  favouriteGamesQuerySchema,
  favouriteGamesSchema,
  favouriteIdsSchema,
  gameListQuerySchema,
  gameListSchema,
  gameTypesSchema,
  hotGamesQuerySchema,
  hotGamesSchema,
  launchAddressQuerySchema,
  launchAnswerSchema,
  launchGameRequestSchema,
  recentGamesQuerySchema,
  recentGamesSchema,
} from './games.js';
import { gamesRoutes as routes } from './games-routes.js';
import {
  roundDetailSchema,
  roundRefParamSchema,
  roundsPageSchema,
  roundsQuerySchema,
} from './game-rounds.js';
import { vendorGroupsSchema } from './system.js';
import {
  consolidatedWalletsSchema,
  transferOrdersQuerySchema,
  transferOrdersSchema,
  vendorTransferAnswerSchema,
  vendorTransferRequestSchema,
} from './vendor-transfer.js';

const tags = ['games'] as const;

/** The games lobby under /wps: lists are public, recent and favourites need a session. */
export const gamesEndpoints = {
  vendors: endpoint({
    route: routes.vendors,
    summary: 'Game categories that have vendors, with their vendors (side menu)',
    tags,
    response: vendorGroupsSchema,
  }),
  gameTypes: endpoint({
    route: routes.gameTypes,
    summary: "Each listed category's filter values: sub-categories, minimum bets, lines",
    tags,
    response: gameTypesSchema,
  }),
  gameList: endpoint({
    route: routes.gameList,
    summary: 'Games of the lobby, filtered and paged (42 a page)',
    tags,
    query: gameListQuerySchema,
    response: gameListSchema,
  }),
  hotGames: endpoint({
    route: routes.hotGames,
    summary: 'Up to 20 hot games: pinned ones first, then by recent turnover',
    tags,
    query: hotGamesQuerySchema,
    response: hotGamesSchema,
  }),
  recentGames: endpoint({
    route: routes.recentGames,
    summary: "The member's last launched games, newest first",
    tags,
    query: recentGamesQuerySchema,
    response: recentGamesSchema,
  }),
  favouriteGames: endpoint({
    route: routes.favouriteGames,
    summary: "The member's favourite games, newest first, with every favourite's id",
    tags,
    query: favouriteGamesQuerySchema,
    response: favouriteGamesSchema,
  }),
  changeFavourite: endpoint({
    route: routes.changeFavourite,
    summary: 'Adds or removes a favourite game (V2); answers every favourite id',
    tags,
    body: favouriteChangeSchema,
    response: favouriteIdsSchema,
  }),
  launchGame: endpoint({
    route: routes.launchGame,
    summary:
      "Launches a game: the address of the vendor's page, with a single-use launch token (or demo)",
    tags,
    body: launchGameRequestSchema,
    response: launchAnswerSchema,
  }),
  launchAddress: endpoint({
    route: routes.launchAddress,
    summary: 'The launch address V2: the same launch as a query',
    tags,
    query: launchAddressQuerySchema,
    response: launchAnswerSchema,
  }),
  vendorTransfer: endpoint({
    route: routes.vendorTransfer,
    summary: "Moves money between the main wallet and a transfer-wallet vendor's wallet",
    tags,
    body: vendorTransferRequestSchema,
    response: vendorTransferAnswerSchema,
  }),
  transferOrders: endpoint({
    route: routes.transferOrders,
    summary: "The member's transfer orders with vendors, newest first",
    tags,
    query: transferOrdersQuerySchema,
    response: transferOrdersSchema,
  }),
  vendorWallets: endpoint({
    route: routes.vendorWallets,
    summary: 'The consolidated balance: the main wallet and each transfer-wallet vendor',
    tags,
    response: consolidatedWalletsSchema,
  }),
  rounds: endpoint({
    route: routes.rounds,
    summary: "The player's rounds of vendors' games in a range of days, with totals",
    tags,
    query: roundsQuerySchema,
    response: roundsPageSchema,
  }),
  round: endpoint({
    route: routes.round,
    summary: 'One round of the player with every wallet call of it',
    tags,
    params: roundRefParamSchema,
    response: roundDetailSchema,
  }),
};
