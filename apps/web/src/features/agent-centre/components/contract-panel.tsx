import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@sorteo/shared/contract/agent-contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { useContracts } from '../api/get-contracts';
import { DownlinesSection } from './downlines-section';
import { IncomingOffersSection } from './incoming-offers-section';
import { MyContractSection } from './my-contract-section';
import { PayoutsSection } from './payouts-section';
import './contract-panel.css';

export interface ContractPanelProps {
  kind: ContractKind;
  /** The merchant's time zone, which periods and dates are shown in. */
  timeZone: string;
}

/**
 * A contract scheme's entry (SPEC §2 Dividend, Daily / Hourly / Real-Time Salary): my
 * contract, the offers waiting for my answer, my payouts and my downline agents' contracts.
 */
export function ContractPanel({ kind, timeZone }: ContractPanelProps) {
  const { t } = useTranslation();
  const query = useContracts(kind);

  if (query.isPending) return <Skeleton lines={8} testId="contract-loading" />;
  if (query.isError) {
    return (
      <ErrorState
        message={t(errorKey(query.error))}
        onRetry={() => void query.refetch()}
        testId="contract-error"
      />
    );
  }
  const contracts = query.data;
  return (
    <div
      className="agent-panel__stack"
      aria-busy={query.isFetching}
      data-testid={`contract-panel-${kind}`}
    >
      <MyContractSection contracts={contracts} timeZone={timeZone} />
      <IncomingOffersSection contracts={contracts} timeZone={timeZone} />
      <PayoutsSection kind={kind} timeZone={timeZone} />
      <DownlinesSection contracts={contracts} timeZone={timeZone} />
    </div>
  );
}
