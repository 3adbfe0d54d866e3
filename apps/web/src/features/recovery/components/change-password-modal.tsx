import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useUiStore } from '../../../lib/ui-store';
import { errorKey } from '../../../lib/api-client';
import { logout } from '../../session/api/logout';
import { useSession } from '../../session/session-store';
import { takeTypedPassword } from '../../session/typed-password';
import { useAccount } from '../api/get-account';
import { ChangePasswordForm } from './change-password-form';
import { FormOutcome } from './form-outcome';
import '../../../components/ui/form-layout.css';
import './recovery.css';

export interface ChangePasswordModalProps {
  onClose: () => void;
  /**
   * 'forced': opened by the login when the password must change (SPEC §4 "Password
   * expiry"); the session ends afterwards and the login dialog opens. 'voluntary': from
   * the security centre; the member stays signed in.
   */
  reason?: 'forced' | 'voluntary';
}

/** Ends the login that led to a forced change: on the server, then on this device. */
async function endForcedSession(): Promise<void> {
  await logout().catch(() => undefined);
  useSession.getState().clearSession();
}

export default function ChangePasswordModal({
  onClose,
  reason = 'forced',
}: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const account = useAccount();
  // Taken once: the password typed at the login is forgotten as soon as it is read.
  const [typed] = useState(takeTypedPassword);
  const [changed, setChanged] = useState(false);
  const forced = reason === 'forced';

  const leave = () => {
    if (forced) void endForcedSession();
    onClose();
  };

  const handleChanged = () => {
    if (!forced) return setChanged(true);
    void endForcedSession().then(() => useUiStore.getState().openModal('login'));
  };

  const member = account.data;
  return (
    <Modal
      open
      onClose={leave}
      title={t(forced ? 'recovery.change.forcedTitle' : 'recovery.change.title')}
      size="sm"
      testId="change-password-modal"
    >
      <div className="recovery-dialog">
        {changed ? (
          <FormOutcome
            tone="success"
            message={t('recovery.change.done')}
            action={{
              label: t('common.confirm'),
              onClick: onClose,
              testId: 'change-password-close',
            }}
            testId="change-password-done"
          />
        ) : member ? (
          <>
            {forced ? (
              <p className="form-notice" data-testid="change-password-forced">
                {t('recovery.change.forcedText')}
              </p>
            ) : null}
            <ChangePasswordForm
              account={member.account}
              knownPassword={member.passwordSet ? typed : undefined}
              onChanged={handleChanged}
              onCancel={leave}
            />
          </>
        ) : account.isError ? (
          <ErrorState message={t(errorKey(account.error))} onRetry={() => void account.refetch()} />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </div>
    </Modal>
  );
}
