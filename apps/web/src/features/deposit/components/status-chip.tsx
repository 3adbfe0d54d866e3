import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '@sorteo/shared/contract/deposit';
import { StatusChip, type StatusTone } from '../../../components/ui/status-chip';

const tone: Record<DepositStatus, StatusTone> = {
  pending: 'wait',
  awaiting_payment: 'wait',
  approved: 'good',
  paid: 'good',
  rejected: 'bad',
  failed: 'bad',
  expired: 'bad',
};

export function DepositStatusChip({ status, testId }: { status: DepositStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusChip tone={tone[status]} status={status} testId={testId}>
      {t(`deposit.status.${status}`)}
    </StatusChip>
  );
}
