import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteChange, FavouriteIds } from '@sorteo/shared';
import { gamesRoutes } from '@sorteo/shared/contract/games-routes';
import { call } from '../../../lib/api-client';
import { favouriteGamesKey } from './get-favourite-games';

/** POST /wps/v2/game/favourites (session): adds or removes one favourite. */
export function changeFavourite(change: FavouriteChange): Promise<FavouriteIds> {
  return call(gamesRoutes.changeFavourite, { body: change });
}

export function useChangeFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFavourite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouriteGamesKey }),
  });
}
