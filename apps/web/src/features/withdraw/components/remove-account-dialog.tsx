import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivingAccount } from '@sorteo/shared';
import { FormFooter } from '../../../components/ui/form-footer';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorKey } from '../../../lib/api-client';
import { useRemoveReceivingAccount } from '../api/receiving-accounts';

export interface RemoveAccountDialogProps {
  account: ReceivingAccount | null;
  onClose: () => void;
  onRemoved: () => void;
}

/** Removing where money may go asks the login password again, in the same call. */
export function RemoveAccountDialog({ account, onClose, onRemoved }: RemoveAccountDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveReceivingAccount();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const testId = 'remove-account';

  const close = () => {
    setPassword('');
    setMissing(false);
    remove.reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!account) return;
    if (!password) return setMissing(true);
    remove.mutate(
      { id: account.id, loginPassword: password },
      {
        onSuccess: () => {
          setPassword('');
          onRemoved();
        },
      },
    );
  };

  return (
    <Modal
      open={account !== null}
      onClose={close}
      title={t('withdraw.accounts.removeTitle')}
      size="sm"
      testId={testId}
    >
      {account ? (
        <form className="account-form" onSubmit={handleSubmit} noValidate>
          <p className="form-notice">
            {t('withdraw.accounts.removeText', {
              account: `${account.provider} ${account.accountNumberMasked}`,
            })}
          </p>
          <TextField
            type="password"
            label={t('withdraw.accounts.loginPassword')}
            autoComplete="current-password"
            starred
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setMissing(false);
            }}
            error={missing ? t('withdraw.problems.required') : null}
            testId={`${testId}-password`}
          />
          <FormFooter
            error={remove.error ? t(errorKey(remove.error)) : null}
            submitLabel={t('withdraw.accounts.removeSubmit')}
            pending={remove.isPending}
            cancel={{ label: t('withdraw.cancel'), onClick: close }}
            testId={testId}
          />
        </form>
      ) : null}
    </Modal>
  );
}
