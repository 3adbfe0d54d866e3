import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payout, PayoutsPage } from '@sorteo/shared/contract/agent-contracts';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { formatMinor } from '../../../lib/money';
import { periodText } from '../lib/contract-dates';
import { PayoutBasisView } from './payout-basis';
import '../../../components/ui/data-table.css';

export interface PayoutsTableProps {
  page: PayoutsPage;
  timeZone: string;
}

/**
 * One payout per row: its period, amount and when it was paid; a button opens the row
 * below it with the basis. A table of its own, not `DataTable`, for that second row.
 */
export function PayoutsTable({ page, timeZone }: PayoutsTableProps) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const period = (p: Payout) => {
    const { from, to } = periodText(p.kind, p.periodStart, p.periodEnd, timeZone);
    return to === null ? from : t('agent.contracts.payouts.range', { from, to });
  };
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const labels = {
    period: t('agent.contracts.payouts.period'),
    amount: t('agent.contracts.payouts.amount'),
    paidAt: t('agent.contracts.payouts.paidAt'),
    basis: t('agent.contracts.payouts.basis'),
  };

  return (
    <div className="agent-table-box">
      <table
        className="data-table agent-table contract-payouts"
        data-testid="contract-payouts-table"
      >
        <thead>
          <tr>
            <th scope="col">{labels.period}</th>
            <th scope="col" className="data-table__end">
              {labels.amount}
            </th>
            <th scope="col">{labels.paidAt}</th>
            <th scope="col">{labels.basis}</th>
          </tr>
        </thead>
        <tbody>
          {page.content.map((payout) => {
            const shown = open.has(payout.id);
            const basisId = `${baseId}-${payout.id}`;
            const text = period(payout);
            return (
              <Fragment key={payout.id}>
                <tr data-testid="contract-payout-row">
                  <td data-label={labels.period}>{text}</td>
                  <td
                    data-label={labels.amount}
                    className="data-table__end agent-table__num"
                    data-testid="contract-payout-amount"
                  >
                    {formatMinor(payout.amount, page.currencyExponent, i18n.language)}
                  </td>
                  <td data-label={labels.paidAt}>
                    <DateTime at={payout.paidAt} timeZone={timeZone} />
                  </td>
                  <td data-label={labels.basis}>
                    <Button
                      type="button"
                      variant="ghost"
                      className="contract-payouts__toggle"
                      aria-expanded={shown}
                      aria-controls={basisId}
                      aria-label={t('agent.contracts.payouts.showLabel', { period: text })}
                      onClick={() => toggle(payout.id)}
                      data-testid="contract-payout-toggle"
                    >
                      {labels.basis}
                    </Button>
                  </td>
                </tr>
                <tr id={basisId} className="contract-payouts__basis" hidden={!shown}>
                  <td colSpan={4}>
                    {shown ? (
                      <PayoutBasisView
                        kind={payout.kind}
                        basis={payout.basis}
                        exponent={page.currencyExponent}
                      />
                    ) : null}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
