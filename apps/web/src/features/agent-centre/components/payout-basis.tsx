import { useTranslation } from 'react-i18next';
import type { ContractKind, PayoutBasis } from '@sorteo/shared/contract/agent-contracts';
import { formatMinor } from '../../../lib/money';
import { formatRate } from '../lib/contract-terms';

export interface PayoutBasisViewProps {
  kind: ContractKind;
  basis: PayoutBasis;
  exponent: number;
}

/** Why a payout is what it is: the team's figures, the tier and rate, and the deductions. */
export function PayoutBasisView({ kind, basis, exponent }: PayoutBasisViewProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMinor(amount, exponent, i18n.language);
  const item = (label: string, value: string, testId?: string) => (
    <div className="agent-figures__item" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="agent-panel__stack contract-basis" data-testid="contract-payout-basis">
      <dl className="agent-figures">
        {item(t('agent.contracts.payouts.teamValidBet'), money(basis.teamValidBet))}
        {item(
          t('agent.contracts.payouts.activeMembers'),
          new Intl.NumberFormat(i18n.language).format(basis.activeMembers),
        )}
        {kind === 'dividend'
          ? item(t('agent.contracts.payouts.teamLoss'), money(basis.teamLoss))
          : null}
        {item(
          t('agent.contracts.payouts.tierReached'),
          basis.tier === null
            ? t('agent.contracts.payouts.noTier')
            : t('agent.contracts.tier', { n: basis.tier + 1 }),
        )}
        {item(
          t('agent.contracts.payouts.rate'),
          formatRate(basis.rate, kind, i18n.language),
          'contract-payout-rate',
        )}
        {item(t('agent.contracts.payouts.gross'), money(basis.gross))}
      </dl>
      {basis.capped ? (
        <p className="contract-note contract-note--warn">{t('agent.contracts.payouts.capped')}</p>
      ) : null}
      <div>
        <p className="contract-note">{t('agent.contracts.payouts.downlines')}</p>
        {basis.downlines.length === 0 ? (
          <p className="contract-basis__none">{t('agent.contracts.payouts.noDownlines')}</p>
        ) : (
          <ul className="contract-basis__shares">
            {basis.downlines.map((share) => (
              <li key={share.account}>
                <span className="agent-table__account">{share.account}</span>
                <span className="agent-table__num">{money(share.gross)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {basis.shortfall > 0 ? (
        <p className="contract-note contract-note--warn" data-testid="contract-payout-shortfall">
          {t('agent.contracts.payouts.shortfallNote', { amount: money(basis.shortfall) })}
        </p>
      ) : null}
    </div>
  );
}
