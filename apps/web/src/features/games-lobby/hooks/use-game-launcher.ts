import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LanguageCode, LobbyGame } from '@sorteo/shared';
import { useStableCallback } from '../../../components/ui/use-stable-callback';
import { errorKey } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { getSessionToken, sessionKeys, sessionStore } from '../../../lib/storage';
import { useUiStore } from '../../../lib/ui-store';
import { accountGate, useTrialNotice } from '../../session/require-real-account';
import { useLaunchGameMutation } from '../api/launch-game';

/**
 * Launching a game from a lobby (SPEC §4 "Game launch"): visitors and trial accounts play
 * the demo where the game has one and meet the login dialog or the real-account warning
 * where it has none; a game plays in `/game` (header only), or in a new tab when its vendor
 * refuses framing. A refusal (maintenance, vendor unavailable) is shown in a dialog.
 */
export function useGameLauncher() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const openModal = useUiStore((s) => s.openModal);
  const mutation = useLaunchGameMutation();
  const [problem, setProblem] = useState<string | null>(null);

  // Stable, so memoised game cards do not re-render whenever the launcher's state changes.
  const launch = useStableCallback((game: LobbyGame) => {
    if (game.maintenance) return setProblem(t('errors.VENDOR_MAINTENANCE'));
    const gate = accountGate(getSessionToken(), sessionStore.get(sessionKeys.isAgent));
    if (gate === 'login' && !game.demo) return openModal('login');
    if (gate === 'realAccount' && !game.demo) return useTrialNotice.getState().show();
    // A tab opened now, in the click, is not blocked; it gets its address when it comes.
    const tab = game.framing === 'tab' ? window.open('about:blank', '_blank') : null;
    mutation.mutate(
      {
        nodeId: game.nodeId,
        vassalage: game.vassalage,
        platform: 'html5-desktop',
        language: i18n.language as LanguageCode,
      },
      {
        onSuccess: (answer) => {
          if (answer.framing === 'tab' || tab) {
            if (tab) tab.location.href = answer.game_url;
            else window.open(answer.game_url, '_blank', 'noopener');
            return;
          }
          sessionStore.set(sessionKeys.iframeUrl, answer.game_url);
          sessionStore.set(sessionKeys.iframeTitle, answer.gameName);
          const transfer = answer.wallet === 'transfer' && !answer.demo;
          sessionStore.set(sessionKeys.iframeWallet, transfer ? answer.vassalage : null);
          void navigate(paths.game);
        },
        onError: (error) => {
          tab?.close();
          setProblem(t(errorKey(error)));
        },
      },
    );
  });

  return {
    launch,
    launching: mutation.isPending ? mutation.variables?.nodeId : undefined,
    problem,
    clearProblem: () => setProblem(null),
  };
}
