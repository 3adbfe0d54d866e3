import { useMemo } from 'react';
import type { LobbyGame } from '@sorteo/shared';
import { useStableCallback } from '../../../components/ui/use-stable-callback';
import { useSession } from '../../session/session-store';
import { requireRealAccount } from '../../session/require-real-account';
import { useUiStore } from '../../../lib/ui-store';
import { useChangeFavourite } from '../api/change-favourite';
import { useFavouriteGames } from '../api/get-favourite-games';

/**
 * The member's favourite ids and the star's toggle (SPEC §4 "Favourites"): without a session
 * the star opens the login dialog, a trial account gets the real-account warning.
 */
export function useFavouriteToggle() {
  const signedIn = useSession((s) => s.status === 'member' && s.member?.type !== 4);
  const openModal = useUiStore((s) => s.openModal);
  const favourites = useFavouriteGames(signedIn, { pageSize: 1 });
  const change = useChangeFavourite();
  const nodeIds = change.data?.nodeIds ?? favourites.data?.nodeIds;
  const ids = useMemo(() => new Set(nodeIds ?? []), [nodeIds]);
  // Stable, like the launcher's `launch`: a memoised card re-renders only when its star does.
  const toggle = useStableCallback((game: LobbyGame) =>
    requireRealAccount(
      () => openModal('login'),
      () =>
        change.mutate({
          nodeId: game.nodeId,
          vendor: game.vassalage,
          gameType: game.gameType,
          action: ids.has(game.nodeId) ? 'remove' : 'add',
        }),
    ),
  );
  return { isFavourite: (game: LobbyGame) => ids.has(game.nodeId), toggle };
}
