import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContracts } from '@sorteo/shared/contract/agent-contracts';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useTerminateContract } from '../api/terminate-contract';
import { minuteOf } from '../lib/contract-dates';
import { formatRate, standingTerms, tierFields, topRate } from '../lib/contract-terms';
import { ConfirmDialog } from './confirm-dialog';
import { OfferDialog } from './offer-dialog';

type Downline = AgentContracts['downlines'][number];

export interface DownlinesSectionProps {
  contracts: AgentContracts;
  timeZone: string;
}

/**
 * My direct downline agents, each with its contract of the kind and the offer it has not
 * answered yet; new terms are offered, or an end asked for, from the row.
 */
export function DownlinesSection({ contracts, timeZone }: DownlinesSectionProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { kind } = contracts;
  const mine = standingTerms(contracts);
  const terminate = useTerminateContract();
  const [offering, setOffering] = useState<Downline | null>(null);
  const [ending, setEnding] = useState<Downline | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rateField = tierFields[kind].find((f) => f.type === 'rate')!.name;

  const columns: DataTableColumn<Downline>[] = [
    {
      key: 'account',
      header: t('agent.contracts.downlines.account'),
      className: 'agent-table__account',
      cell: (row) => row.account,
    },
    {
      key: 'current',
      header: t('agent.contracts.downlines.current'),
      className: 'agent-table__wrap',
      testId: 'contract-downline-current',
      cell: (row) =>
        row.current?.terms
          ? t('agent.contracts.downlines.summary', {
              count: row.current.terms.tiers.length,
              rate: formatRate(topRate(row.current.terms, rateField), kind, i18n.language),
            })
          : t('agent.contracts.downlines.none'),
    },
    {
      key: 'pending',
      header: t('agent.contracts.downlines.pending'),
      className: 'agent-table__wrap',
      cell: (row) => {
        if (!row.pending) return t('agent.contracts.downlines.nothingPending');
        const date = minuteOf(row.pending.expiresAt, timeZone);
        return row.pending.action === 'terminate'
          ? t('agent.contracts.downlines.terminationPending', { date })
          : t('agent.contracts.downlines.offerPending', { date });
      },
    },
    {
      key: 'actions',
      header: t('agent.contracts.downlines.actions'),
      cell: (row) => (
        <div className="contract-actions">
          <Button
            type="button"
            variant="secondary"
            disabled={mine === null}
            aria-label={t('agent.contracts.downlines.offerLabel', { account: row.account })}
            onClick={() => {
              setDone(null);
              setOffering(row);
            }}
            data-testid="contract-downline-offer"
          >
            {t('agent.contracts.downlines.offer')}
          </Button>
          {row.current && row.pending?.action !== 'terminate' ? (
            <Button
              type="button"
              variant="ghost"
              aria-label={t('agent.contracts.downlines.terminateLabel', { account: row.account })}
              onClick={() => {
                setDone(null);
                setEnding(row);
              }}
              data-testid="contract-downline-terminate"
            >
              {t('agent.contracts.downlines.terminate')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section className="agent-card" aria-labelledby={titleId} data-testid="contract-downlines">
      <h4 id={titleId} className="agent-card__title">
        {t('agent.contracts.downlines.title')}
      </h4>
      {done ? (
        <p className="form-success" role="status" data-testid="contract-downlines-done">
          {done}
        </p>
      ) : null}
      {contracts.downlines.length === 0 ? (
        <p className="contract-note" data-testid="contract-downlines-empty">
          {t('agent.contracts.downlines.empty')}
        </p>
      ) : (
        <>
          {mine === null ? (
            <p className="contract-note" data-testid="contract-downlines-no-terms">
              {t('agent.contracts.downlines.noTerms')}
            </p>
          ) : null}
          <div className="agent-table-box">
            <DataTable
              columns={columns}
              rows={contracts.downlines}
              rowKey={(row) => row.account}
              rowAttributes={(row) => ({
                'data-testid': 'contract-downline',
                'data-account': row.account,
              })}
              className="agent-table"
              testId="contract-downlines-table"
            />
          </div>
        </>
      )}
      {offering && mine ? (
        <OfferDialog
          kind={kind}
          account={offering.account}
          theirs={offering.current?.terms ?? null}
          mine={mine}
          currency={contracts.currency}
          exponent={contracts.currencyExponent}
          onSent={() => {
            setDone(t('agent.contracts.downlines.offerSent', { account: offering.account }));
            setOffering(null);
          }}
          onClose={() => setOffering(null)}
        />
      ) : null}
      {ending ? (
        <ConfirmDialog
          title={t('agent.contracts.downlines.terminateTitle')}
          question={t('agent.contracts.downlines.terminateQuestion', { account: ending.account })}
          confirmLabel={t('agent.contracts.downlines.terminate')}
          onConfirm={async () => {
            await terminate.mutateAsync({ account: ending.account, kind });
            setDone(t('agent.contracts.downlines.terminateSent', { account: ending.account }));
            setEnding(null);
          }}
          onCancel={() => setEnding(null)}
          testId="contract-terminate"
        />
      ) : null}
    </section>
  );
}
