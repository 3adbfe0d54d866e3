import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useConfirmAction } from '../../../components/ui/use-confirm-action';
import '../../../components/ui/form-layout.css';

export interface ConfirmDialogProps {
  title: string;
  question: ReactNode;
  confirmLabel: string;
  /** Does the work; a failure keeps the dialog open with the reason. */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
  testId: string;
}

/** Asks before a contract answer or request is sent, showing why it failed if it does. */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { pending, failure, confirm } = useConfirmAction(onConfirm);

  return (
    <Modal open onClose={onCancel} title={title} size="sm" testId={testId}>
      <div className="agent-panel__stack">
        <p className="contract-question">{question}</p>
        {failure ? (
          <p className="form-error" role="alert" data-testid={`${testId}-error`}>
            {t(failure)}
          </p>
        ) : null}
        <div className="form-actions">
          <Button type="button" variant="ghost" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {t('agent.contracts.confirm.cancel')}
          </Button>
          <Button
            type="button"
            variant="primary"
            onClick={() => void confirm()}
            busy={pending}
            data-testid={`${testId}-confirm`}
          >
            {pending ? t('agent.contracts.confirm.pending') : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
