import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LotteryFamily } from '@sorteo/shared/lottery/bet-types';
import type { LotteryResult } from '@sorteo/shared/lottery/results';
import { isSeedHex } from '@sorteo/shared/lottery/fair-draw';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorKey } from '../../../lib/api-client';
import { usePublishedPeriod } from '../api/published-period';
import { periodNoPattern, verifyDraw } from '../lib/verify';
import './fairness.css';

/** A game the verifier offers (self-drawn games; a real-world draw has no seed). */
export interface VerifiableGame {
  gameCode: string;
  family: LotteryFamily;
  name: string;
  realWorld: boolean;
}

export interface FairnessVerifierProps {
  /** Every lottery game; null while they load. */
  games: VerifiableGame[] | null;
  /** How a result is drawn on this site (the lottery's own result view). */
  renderResult: (result: LotteryResult) => ReactNode;
}

interface Target {
  game: VerifiableGame;
  periodNo: string;
  seed: string;
}

type Problems = Partial<Record<'game' | 'period' | 'seed', string>>;

/**
 * The provably fair verifier (`/fairness?gameCode&periodNo&seed`): recomputes the result and
 * the seed's SHA-256 in this browser with the same code the server draws with, then compares
 * them with what the site published for the period.
 */
export function FairnessVerifier({ games, renderResult }: FairnessVerifierProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [gameCode, setGameCode] = useState(params.get('gameCode') ?? '');
  const [periodNo, setPeriodNo] = useState(params.get('periodNo') ?? '');
  const [seed, setSeed] = useState(params.get('seed') ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [target, setTarget] = useState<Target | null>(null);
  const [prefilled, setPrefilled] = useState(false);

  const offered = (games ?? []).filter((g) => !g.realWorld);
  const check = (): Target | null => {
    const found: Problems = {};
    const game = offered.find((g) => g.gameCode === gameCode);
    const realWorld = (games ?? []).some((g) => g.gameCode === gameCode && g.realWorld);
    if (!game)
      found.game = t(realWorld ? 'lottery.fairness.realWorld' : 'lottery.fairness.gameRequired');
    if (!periodNoPattern.test(periodNo.trim())) found.period = t('lottery.fairness.periodInvalid');
    if (!isSeedHex(seed.trim().toLowerCase())) found.seed = t('lottery.fairness.seedInvalid');
    setProblems(found);
    return game && !found.period && !found.seed
      ? { game, periodNo: periodNo.trim(), seed: seed.trim().toLowerCase() }
      : null;
  };

  // A link from the results opens with everything filled in: verify at once.
  if (!prefilled && games !== null) {
    setPrefilled(true);
    if (gameCode && periodNo && seed) setTarget(check());
  }

  const published = usePublishedPeriod(
    target ? { gameCode: target.game.gameCode, periodNo: target.periodNo } : null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTarget(check());
  };

  if (games === null) return <Skeleton lines={5} testId="fairness-loading" />;

  return (
    <div className="fairness" data-testid="fairness">
      <p className="fairness__intro">{t('lottery.fairness.intro')}</p>
      <form className="fairness__form" onSubmit={submit} noValidate>
        <SelectField
          label={t('lottery.fairness.game')}
          value={gameCode}
          onChange={(e) => setGameCode(e.target.value)}
          options={[
            { value: '', label: '—' },
            ...offered.map((g) => ({ value: g.gameCode, label: g.name })),
          ]}
          error={problems.game ?? null}
          testId="fairness-game"
        />
        <TextField
          label={t('lottery.fairness.period')}
          value={periodNo}
          onChange={(e) => setPeriodNo(e.target.value)}
          error={problems.period ?? null}
          autoComplete="off"
          spellCheck={false}
          testId="fairness-period"
        />
        <TextField
          label={t('lottery.fairness.seed')}
          value={seed}
          onChange={(e) => setSeed(e.target.value)}
          error={problems.seed ?? null}
          autoComplete="off"
          spellCheck={false}
          testId="fairness-seed"
        />
        <Button type="submit" variant="primary" data-testid="fairness-verify">
          {t('lottery.fairness.verify')}
        </Button>
      </form>
      {target ? (
        <VerificationView target={target} published={published} renderResult={renderResult} />
      ) : null}
    </div>
  );
}

function VerificationView({
  target,
  published,
  renderResult,
}: {
  target: Target;
  published: ReturnType<typeof usePublishedPeriod>;
  renderResult: (result: LotteryResult) => ReactNode;
}) {
  const { t } = useTranslation();
  const notFound =
    published.error instanceof ApiError &&
    (published.error.code === 'PERIOD_NOT_FOUND' || published.error.status === 404);
  if (published.isError && !notFound) {
    return (
      <ErrorState
        message={t(errorKey(published.error))}
        onRetry={() => void published.refetch()}
        testId="fairness-error"
      />
    );
  }
  if (published.isPending) return <Skeleton lines={4} testId="fairness-checking" />;
  const period = published.data ?? null;
  const verification = verifyDraw(
    target.game.family,
    target.game.gameCode,
    target.periodNo,
    target.seed,
    period ? { seedHash: period.seedHash, result: period.result } : null,
  );
  const verdictText =
    verification.verdict === 'match'
      ? t('lottery.fairness.matches')
      : verification.verdict === 'mismatch'
        ? t('lottery.fairness.mismatch')
        : notFound
          ? t('errors.PERIOD_NOT_FOUND')
          : t('lottery.fairness.notDrawn');
  return (
    <section className="fairness__outcome" aria-live="polite" data-testid="fairness-outcome">
      <p
        className={`fairness__verdict fairness__verdict--${verification.verdict}`}
        role={verification.verdict === 'mismatch' ? 'alert' : 'status'}
        data-testid="fairness-verdict"
        data-verdict={verification.verdict}
      >
        <span aria-hidden="true">
          {verification.verdict === 'match'
            ? '✓ '
            : verification.verdict === 'mismatch'
              ? '✗ '
              : ''}
        </span>
        {verdictText}
      </p>
      <div className="fairness__columns">
        <div className="fairness__column">
          <h2 className="fairness__heading">{t('lottery.fairness.computed')}</h2>
          <dl className="fairness__facts">
            <dt>{t('lottery.fairness.seedHash')}</dt>
            <dd className="fairness__hex" data-testid="fairness-computed-hash">
              {verification.seedHash}
            </dd>
            <dt>{t('lottery.fairness.result')}</dt>
            <dd data-testid="fairness-computed-result">{renderResult(verification.result)}</dd>
          </dl>
        </div>
        {period ? (
          <div className="fairness__column">
            <h2 className="fairness__heading">{t('lottery.fairness.published')}</h2>
            <dl className="fairness__facts">
              <dt>{t('lottery.fairness.publishedHash')}</dt>
              <dd className="fairness__hex" data-testid="fairness-published-hash">
                {period.seedHash ?? '—'}
                {verification.hashMatches === false ? (
                  <span className="fairness__flag">{t('lottery.fairness.hashMismatch')}</span>
                ) : null}
              </dd>
              <dt>{t('lottery.fairness.publishedResult')}</dt>
              <dd data-testid="fairness-published-result">
                {period.result ? renderResult(period.result) : t('lottery.fairness.notDrawn')}
                {verification.resultMatches === false ? (
                  <span className="fairness__flag">{t('lottery.fairness.resultMismatch')}</span>
                ) : null}
              </dd>
            </dl>
          </div>
        ) : null}
      </div>
    </section>
  );
}
