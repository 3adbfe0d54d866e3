import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { QrCode } from '../../../components/ui/qr-code';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { useConfirmTotp } from '../api/confirm-totp';
import { useTotpStatus } from '../api/get-totp-status';
import { useSetupTotp } from '../api/setup-totp';
import { useUnbindTotp } from '../api/unbind-totp';
import { TotpCodeForm } from './totp-code-form';

type Notice = 'bound' | 'unbound' | null;

/** SPEC §9 draws QR codes 100 px wide; a phone camera wants the authenticator's larger. */
const totpQrSize = 180;

/**
 * The authenticator app of the member (issue 3): bind it by scanning its secret and typing
 * a first code; unbind it with a current code. A bound app can then stand in for the SMS
 * check of a sign-in from a new address.
 */
export function AuthenticatorPanel() {
  const { t } = useTranslation();
  const status = useTotpStatus(true);
  const setup = useSetupTotp();
  const confirm = useConfirmTotp();
  const unbind = useUnbindTotp();
  const [notice, setNotice] = useState<Notice>(null);
  const [unbinding, setUnbinding] = useState(false);

  if (status.isPending) return <Skeleton lines={2} />;
  if (status.isError) {
    return <ErrorState message={t(errorKey(status.error))} onRetry={() => void status.refetch()} />;
  }

  const doneText =
    notice === 'bound'
      ? t('recovery.security.totpBoundDone')
      : notice === 'unbound'
        ? t('recovery.security.totpUnboundDone')
        : null;
  const done = doneText ? (
    <p className="form-success" role="status" data-testid="totp-notice">
      {doneText}
    </p>
  ) : null;

  if (status.data.bound) {
    return (
      <div className="security-panel__body" data-testid="totp-bound">
        {done}
        <p className="form-notice">{t('recovery.security.totpOn')}</p>
        {unbinding ? (
          <TotpCodeForm
            submitLabel={t('recovery.security.unbind')}
            pending={unbind.isPending}
            onSubmit={(code) =>
              unbind.mutateAsync(code).then(() => {
                setUnbinding(false);
                setNotice('unbound');
              })
            }
            onCancel={() => {
              setUnbinding(false);
              unbind.reset();
            }}
            testId="totp-unbind"
          />
        ) : (
          <div className="form-actions">
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setNotice(null);
                setUnbinding(true);
              }}
              data-testid="totp-unbind-start"
            >
              {t('recovery.security.unbind')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  if (setup.data) {
    const { secret, otpauthUrl } = setup.data;
    return (
      <div className="security-panel__body" data-testid="totp-setup">
        <ol className="totp-steps">
          <li>{t('recovery.security.totpStepScan')}</li>
          <li>{t('recovery.security.totpStepCode')}</li>
        </ol>
        <div className="totp-secret">
          <QrCode
            value={otpauthUrl}
            label={t('recovery.security.totpQr')}
            size={totpQrSize}
            margin={2}
            className="totp-qr"
            testId="totp-qr"
          />
          <div>
            <p className="form-muted">{t('recovery.security.totpSecret')}</p>
            <code className="totp-secret__text" data-testid="totp-secret">
              {secret}
            </code>
          </div>
        </div>
        <TotpCodeForm
          submitLabel={t('recovery.security.bindConfirm')}
          pending={confirm.isPending}
          onSubmit={(code) =>
            confirm.mutateAsync(code).then(() => {
              setup.reset();
              setNotice('bound');
            })
          }
          onCancel={() => {
            setup.reset();
            confirm.reset();
          }}
          testId="totp-confirm"
        />
      </div>
    );
  }

  return (
    <div className="security-panel__body" data-testid="totp-unbound">
      {done}
      <p className="form-notice">{t('recovery.security.totpOff')}</p>
      {setup.isError ? (
        <p className="form-error" role="alert">
          {t(errorKey(setup.error))}
        </p>
      ) : null}
      <div className="form-actions">
        <Button
          type="button"
          variant="primary"
          disabled={setup.isPending}
          onClick={() => {
            setNotice(null);
            setup.mutate();
          }}
          data-testid="totp-bind-start"
        >
          {t('recovery.security.bind')}
        </Button>
      </div>
    </div>
  );
}
