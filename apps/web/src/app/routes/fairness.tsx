import { useTranslation } from 'react-i18next';
import {
  FairnessVerifier,
  type VerifiableGame,
} from '../../features/fairness/components/fairness-verifier';
import { useGameMenus } from '../../features/lottery/api/lottery-api';
import { ResultView } from '../../features/lottery/components/result-view';
import { useLotteryLabels } from '../../features/lottery/hooks/use-lottery-labels';
import { PageFrame } from '../components/page-frame';

/** `/fairness`: the verifier, given the lottery's games and its way of drawing a result. */
export default function FairnessPage() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const { gameName } = useLotteryLabels();
  // A failed menu leaves the list empty: the verifier still explains itself and can retry.
  const games: VerifiableGame[] | null = menus.data
    ? menus.data.gameMenus.flatMap((m) =>
        m.games.map((g) => ({
          gameCode: g.gameCode,
          family: g.family,
          name: gameName(g.gameCode, g.gameName),
          realWorld: g.realWorld,
        })),
      )
    : menus.isError
      ? []
      : null;
  return (
    <PageFrame id="fairness" title={t('lottery.fairness.title')}>
      <FairnessVerifier
        games={games}
        renderResult={(result) => <ResultView result={result} testId="fairness-result" />}
      />
    </PageFrame>
  );
}
