import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export interface CopyButtonProps {
  value: string;
  /** What is copied, named in the button's label and in the feedback. */
  what: string;
  testId: string;
}

const FEEDBACK_MS = 2500;

/** Copies `value`, then says so (or that it could not) for a moment, also to screen readers. */
export function CopyButton({ value, what, testId }: CopyButtonProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className="agent-copy">
      <Button
        type="button"
        variant="secondary"
        onClick={() => void copy()}
        aria-label={t('agent.link.copyLabel', { what })}
        data-testid={testId}
      >
        {t('agent.link.copy')}
      </Button>
      <span
        className={
          outcome === 'failed' ? 'agent-copy__note agent-copy__note--bad' : 'agent-copy__note'
        }
        role="status"
        data-testid={`${testId}-status`}
      >
        {outcome === 'copied' ? t('agent.link.copied', { what }) : null}
        {outcome === 'failed' ? t('agent.link.copyFailed') : null}
      </span>
    </span>
  );
}
