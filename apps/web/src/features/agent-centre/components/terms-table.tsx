import { useTranslation } from 'react-i18next';
import type { ContractTerms } from '@sorteo/shared/contract/agent-contracts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatMinor } from '../../../lib/money';
import { formatRate, rateSymbol, tierFields, tierValue } from '../lib/contract-terms';

type Tier = ContractTerms['tiers'][number];

export interface TermsTableProps {
  terms: ContractTerms;
  exponent: number;
  testId?: string;
}

/** A contract's tiers, lowest first, one row each; a dividend's period above them. */
export function TermsTable({ terms, exponent, testId }: TermsTableProps) {
  const { t, i18n } = useTranslation();
  const { kind } = terms;
  const rows = terms.tiers.map((tier, index) => ({ tier, index }));
  const columns: DataTableColumn<{ tier: Tier; index: number }>[] = [
    {
      key: 'tier',
      header: t('agent.contracts.tierColumn'),
      cell: ({ index }) => t('agent.contracts.tier', { n: index + 1 }),
    },
    ...tierFields[kind].map((field): DataTableColumn<{ tier: Tier; index: number }> => ({
      key: field.name,
      header: t(`agent.contracts.fields.${field.name}` as 'agent.contracts.fields.rate', {
        unit: rateSymbol(kind),
      }),
      align: 'end',
      className: 'agent-table__num',
      testId: `${testId ?? 'contract-terms'}-${field.name}`,
      cell: ({ tier }) => {
        const value = tierValue(tier, field.name);
        if (field.type === 'money') return formatMinor(Number(value), exponent, i18n.language);
        if (field.type === 'rate') return formatRate(String(value), kind, i18n.language);
        return new Intl.NumberFormat(i18n.language).format(Number(value));
      },
    })),
  ];
  return (
    <div className="agent-panel__stack contract-terms">
      {terms.kind === 'dividend' ? (
        <p className="contract-note">
          {t('agent.contracts.periodLine', {
            period: t(`agent.contracts.periods.${terms.period}`),
          })}
        </p>
      ) : null}
      <div className="agent-table-box">
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.index}
          rowAttributes={() => ({ 'data-testid': `${testId ?? 'contract-terms'}-row` })}
          className="agent-table"
          testId={testId}
        />
      </div>
    </div>
  );
}
