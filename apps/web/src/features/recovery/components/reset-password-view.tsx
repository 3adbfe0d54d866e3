import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useUiStore } from '../../../lib/ui-store';
import { ApiError, errorKey } from '../../../lib/api-client';
import { useResetLink } from '../api/get-reset-link';
import { FormOutcome } from './form-outcome';
import { ResetLinkForm } from './reset-link-form';
import '../../../components/ui/form-layout.css';
import './recovery.css';

type Outcome = 'open' | 'reset' | 'dead';

const isDeadLink = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'RESET_LINK_INVALID' || error.code === 'VALIDATION_FAILED');

/**
 * Where the reset e-mail's link lands (`/resetPassword?token=`): a live link asks for the
 * new password; an expired or used one says so and offers to ask for a new one.
 */
export function ResetPasswordView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useResetLink(token);
  const [outcome, setOutcome] = useState<Outcome>('open');
  const openModal = useUiStore((s) => s.openModal);

  const handleReset = () => {
    setOutcome('reset');
    openModal('login');
  };

  if (outcome === 'reset') {
    return (
      <FormOutcome
        tone="success"
        message={t('recovery.reset.done')}
        action={{
          label: t('recovery.reset.signIn'),
          onClick: () => openModal('login'),
          testId: 'reset-password-login',
        }}
        className="reset-page"
        testId="reset-password-done"
      />
    );
  }

  if (token === '' || outcome === 'dead' || (link.isError && isDeadLink(link.error))) {
    return (
      <FormOutcome
        tone="error"
        message={t('recovery.reset.deadLink')}
        action={{
          label: t('recovery.reset.askAgain'),
          onClick: () => openModal('forgotPassword'),
          testId: 'reset-password-ask-again',
        }}
        className="reset-page"
        testId="reset-password-dead"
      />
    );
  }

  if (link.isError) {
    return <ErrorState message={t(errorKey(link.error))} onRetry={() => void link.refetch()} />;
  }
  if (!link.data) return <Spinner label={t('common.loading')} />;
  return (
    <div className="reset-page">
      <ResetLinkForm
        token={token}
        account={link.data.account}
        onReset={handleReset}
        onLinkDead={() => setOutcome('dead')}
      />
    </div>
  );
}
