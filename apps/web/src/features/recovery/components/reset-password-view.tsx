import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useUiStore } from '../../../lib/ui-store';
import { ApiError, errorKey } from '../../../lib/api-client';
import { useResetLink } from '../api/get-reset-link';
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
      <div className="account-form reset-page" data-testid="reset-password-done">
        <p className="form-success" role="status">
          {t('recovery.reset.done')}
        </p>
        <div className="form-actions form-actions--stretch">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => openModal('login')}
            data-testid="reset-password-login"
          >
            {t('recovery.reset.signIn')}
          </button>
        </div>
      </div>
    );
  }

  if (token === '' || outcome === 'dead' || (link.isError && isDeadLink(link.error))) {
    return (
      <div className="account-form reset-page" data-testid="reset-password-dead">
        <p className="form-error" role="alert">
          {t('recovery.reset.deadLink')}
        </p>
        <div className="form-actions form-actions--stretch">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => openModal('forgotPassword')}
            data-testid="reset-password-ask-again"
          >
            {t('recovery.reset.askAgain')}
          </button>
        </div>
      </div>
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
