import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BetStatus, BetView } from '@sorteo/shared/contract/lottery';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusChip, type StatusTone } from '../../../components/ui/status-chip';
import { errorKey } from '../../../lib/api-client';
import { formatMinor } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useCancelBet, useMyBets } from '../api/lottery-api';
import { useLotteryLabels } from '../hooks/use-lottery-labels';

const tones: Record<BetStatus, StatusTone> = {
  open: 'wait',
  won: 'good',
  lost: 'bad',
  cancelled: 'bad',
  void: 'bad',
};

export interface MyBetsProps {
  /** Only this game's bets; null for every game. */
  gameCode: string | null;
  currencyExponent: number;
  /** False for a visitor: the list asks to sign in instead. */
  signedIn: boolean;
  onLogin: () => void;
  count?: number;
}

/** The player's latest bets with their outcome, and a cancel button while a bet may be cancelled. */
export function MyBets({ gameCode, currencyExponent, signedIn, onLogin, count = 10 }: MyBetsProps) {
  const { t, i18n } = useTranslation();
  const { betTypeName, pickName } = useLotteryLabels();
  const query = useMyBets(gameCode, count, signedIn);
  const cancel = useCancelBet();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const money = (bet: BetView, minor: number) =>
    formatMinor(minor, currencyExponent, i18n.language, bet.currency);

  let body;
  if (!signedIn) {
    body = (
      <EmptyState
        title={t('lottery.myBets.signedOut')}
        action={
          <Button type="button" variant="primary" onClick={onLogin}>
            {t('lottery.myBets.login')}
          </Button>
        }
        testId="my-bets-signed-out"
      />
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        message={t(errorKey(query.error))}
        onRetry={() => void query.refetch()}
        testId="my-bets-error"
      />
    );
  } else if (query.isPending) {
    body = <Skeleton lines={4} testId="my-bets-loading" />;
  } else if (query.data.content.length === 0) {
    body = <EmptyState title={t('lottery.myBets.empty')} testId="my-bets-empty" />;
  } else {
    body = (
      <ul className="my-bets" data-testid="my-bets">
        {query.data.content.map((bet) => {
          const name = pickName(bet.betType, bet.pick);
          return (
            <li
              key={bet.betId}
              className="my-bets__item"
              data-testid={`my-bet-${bet.betId}`}
              data-status={bet.status}
              data-period={bet.periodNo}
            >
              <div className="my-bets__what">
                <span className="my-bets__pick">
                  {betTypeName(bet.betType)} · {name}
                </span>
                <span className="my-bets__period">
                  {t('lottery.period.label', { periodNo: bet.periodNo })}
                </span>
              </div>
              <dl className="my-bets__money">
                <div>
                  <dt>{t('lottery.myBets.stake')}</dt>
                  <dd>{money(bet, bet.stake)}</dd>
                </div>
                <div>
                  <dt>{t('lottery.myBets.payout')}</dt>
                  <dd data-testid="my-bet-payout">{money(bet, bet.payout)}</dd>
                </div>
              </dl>
              <StatusChip tone={tones[bet.status]} status={bet.status} testId="my-bet-status">
                {t(`lottery.myBets.status.${bet.status}`)}
              </StatusChip>
              {bet.cancellable ? (
                <Button
                  type="button"
                  variant="ghost"
                  className="my-bets__cancel"
                  disabled={cancel.isPending}
                  aria-label={t('lottery.myBets.cancelLabel', {
                    pick: name,
                    periodNo: bet.periodNo,
                  })}
                  onClick={() => {
                    setNotice(null);
                    cancel.mutate(bet.betId, {
                      onSuccess: () =>
                        setNotice({ tone: 'success', text: t('lottery.myBets.cancelled') }),
                      onError: (error) => setNotice({ tone: 'error', text: t(errorKey(error)) }),
                    });
                  }}
                  data-testid="my-bet-cancel"
                >
                  {t('lottery.myBets.cancel')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section className="lottery-panel" aria-labelledby="my-bets-title">
      <h2 id="my-bets-title" className="lottery-panel__title">
        {t('lottery.myBets.title')}
      </h2>
      {notice ? (
        <p
          className={`bet-slip__message bet-slip__message--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid={`my-bets-${notice.tone}`}
        >
          {notice.text}
        </p>
      ) : null}
      {body}
      {signedIn ? (
        <Link to={paths.bettingRecord} className="my-bets__record">
          {t('lottery.myBets.record')}
        </Link>
      ) : null}
    </section>
  );
}
