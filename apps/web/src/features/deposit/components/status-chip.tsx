import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '@sorteo/shared/contract/deposit';

const tone: Record<DepositStatus, 'wait' | 'good' | 'bad'> = {
  pending: 'wait',
  awaiting_payment: 'wait',
  approved: 'good',
  paid: 'good',
  rejected: 'bad',
  failed: 'bad',
  expired: 'bad',
};

export function StatusChip({ status, testId }: { status: DepositStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`status-chip status-chip--${tone[status]}`}
      data-status={status}
      data-testid={testId}
    >
      {t(`deposit.status.${status}`)}
    </span>
  );
}
