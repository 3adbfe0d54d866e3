import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContracts } from '@sorteo/shared/contract/agent-contracts';
import { startText } from '../lib/contract-dates';
import { TermsTable } from './terms-table';

export interface MyContractSectionProps {
  contracts: AgentContracts;
  timeZone: string;
}

/** My contract of the kind: the terms in force, who offered them, and what comes next. */
export function MyContractSection({ contracts, timeZone }: MyContractSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { kind, current, upcoming, currencyExponent } = contracts;
  const date = (at: number | null) => (at === null ? '' : startText(kind, at, timeZone));

  return (
    <section className="agent-card" aria-labelledby={titleId} data-testid="contract-mine">
      <h4 id={titleId} className="agent-card__title">
        {t('agent.contracts.mine.title')}
      </h4>
      {current?.terms ? (
        <>
          <p className="contract-note" data-testid="contract-mine-upline">
            {t('agent.contracts.mine.upline', {
              upline: current.upline ?? t('agent.contracts.house'),
            })}
            {current.effectiveFrom !== null
              ? ` · ${t('agent.contracts.mine.since', { date: date(current.effectiveFrom) })}`
              : null}
          </p>
          <TermsTable
            terms={current.terms}
            exponent={currencyExponent}
            testId="contract-mine-terms"
          />
        </>
      ) : (
        <p className="contract-note" data-testid="contract-mine-none">
          {t('agent.contracts.mine.none')}
        </p>
      )}
      {upcoming ? (
        upcoming.action === 'offer' && upcoming.terms ? (
          <div className="agent-panel__stack" data-testid="contract-mine-upcoming">
            <p className="contract-note">
              {t('agent.contracts.mine.upcoming', { date: date(upcoming.effectiveFrom) })}
            </p>
            <TermsTable terms={upcoming.terms} exponent={currencyExponent} />
          </div>
        ) : (
          <p className="contract-note" data-testid="contract-mine-ending">
            {t('agent.contracts.mine.ending', { date: date(upcoming.effectiveFrom) })}
          </p>
        )
      ) : null}
    </section>
  );
}
