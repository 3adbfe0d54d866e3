import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountType } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LockIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useUiStore } from '../../../lib/ui-store';
import { useSession } from '../../session/session-store';
import { AuthenticatorPanel } from './authenticator-panel';
import '../../../components/ui/form-layout.css';
import './security-center.css';

export interface SecurityCenterProps {
  /** Opens the change-password dialog; `app/` provides it. */
  onChangePassword: () => void;
}

function Panel({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="security-panel" aria-label={title} data-testid={testId}>
      <h2 className="security-panel__title">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The member's security centre (SPEC §2 "in_my_account"): account and bound mobile,
 * password change, and the authenticator app. Members only: a guest gets the login
 * dialog, a trial account the real-account warning.
 */
export function SecurityCenter({ onChangePassword }: SecurityCenterProps) {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const member = useSession((s) => s.member);
  const resumeSession = useSession((s) => s.resumeSession);
  const openModal = useUiStore((s) => s.openModal);

  useEffect(() => {
    if (status === 'guest') openModal('login');
  }, [status, openModal]);

  if (status === 'guest') {
    return (
      <EmptyState
        icon={<LockIcon width={28} height={28} />}
        title={t('recovery.security.signInFirst')}
        action={
          <Button
            type="button"
            variant="primary"
            onClick={() => openModal('login')}
            data-testid="security-sign-in"
          >
            {t('recovery.security.signIn')}
          </Button>
        }
        testId="security-guest"
      />
    );
  }
  if (!member) {
    return status === 'loading' ? (
      <Spinner label={t('common.loading')} />
    ) : (
      <ErrorState message={t('errors.NETWORK')} onRetry={() => void resumeSession()} />
    );
  }
  if (member.type === AccountType.Trial) {
    return <EmptyState title={t('in_need_true_account')} testId="security-trial" />;
  }

  return (
    <div className="security-center" data-testid="security-center">
      <Panel title={t('recovery.security.accountTitle')} testId="security-account">
        <dl className="security-facts">
          <div>
            <dt>{t('recovery.fields.account')}</dt>
            <dd data-testid="security-account-name">{member.account}</dd>
          </div>
          <div>
            <dt>{t('recovery.fields.mobileNum')}</dt>
            <dd data-testid="security-mobile">
              {member.maskedMobile ?? t('recovery.security.noMobile')}
            </dd>
          </div>
        </dl>
      </Panel>
      <Panel title={t('recovery.security.passwordTitle')} testId="security-password">
        <div className="security-panel__body">
          <p className="form-notice">{t('recovery.security.passwordText')}</p>
          <div className="form-actions">
            <Button
              type="button"
              variant="primary"
              onClick={onChangePassword}
              data-testid="security-change-password"
            >
              {t('recovery.change.title')}
            </Button>
          </div>
        </div>
      </Panel>
      <Panel title={t('recovery.security.totpTitle')} testId="security-totp">
        <AuthenticatorPanel />
      </Panel>
    </div>
  );
}
