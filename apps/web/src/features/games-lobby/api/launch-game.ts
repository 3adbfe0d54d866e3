import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LaunchAnswer, LaunchGameRequest } from '@sorteo/shared';
import { gamesRoutes } from '@sorteo/shared/contract/games-routes';
import { call } from '../../../lib/api-client';

/** POST /wps/game/launchGame: the address of the game's page at its vendor. */
export function launchGame(request: LaunchGameRequest): Promise<LaunchAnswer> {
  return call(gamesRoutes.launchGame, {
    body: { accountType: 1, confirmTrans: 0, launchMode: 'GLS', clientType: '3', ...request },
  });
}

export function useLaunchGameMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: launchGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['game', 'recent'] }),
  });
}
