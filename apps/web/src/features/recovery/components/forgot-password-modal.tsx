import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModId } from '@sorteo/shared/contract/constants';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { usePermissionValue } from '../../system/api/get-permission';
import { useWhitelabelFlag } from '../../system/api/get-whitelabel';
import { customerServicePath, openCustomerService } from '../../system/lib/customer-service';
import { EmailResetForm } from './email-reset-form';
import { PhoneResetForm } from './phone-reset-form';
import '../../../components/ui/form-layout.css';
import './recovery.css';

type Method = 'email' | 'mobile';

/** SPEC §2 "Forgot password": by e-mail, or by mobile when CHNGPASSVERIF3 is on. */
export default function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const byPhone = useWhitelabelFlag(ModId.ChangePasswordVerification);
  const servicePath = customerServicePath(usePermissionValue().customerService);
  const [chosen, setChosen] = useState<Method>('email');
  const method: Method = byPhone ? chosen : 'email';
  const form =
    method === 'mobile' ? <PhoneResetForm onDone={onClose} /> : <EmailResetForm onDone={onClose} />;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('recovery.forgot.title')}
      size="sm"
      testId="forgot-password-modal"
    >
      <div className="recovery-dialog">
        {byPhone ? (
          <Tabs
            items={[
              { key: 'email', label: t('recovery.forgot.byEmail') },
              { key: 'mobile', label: t('recovery.forgot.byMobile') },
            ]}
            activeKey={method}
            onSelect={(key) => setChosen(key as Method)}
            label={t('recovery.forgot.methods')}
            testId="forgot-method"
          >
            {form}
          </Tabs>
        ) : (
          form
        )}
        {servicePath ? (
          <button
            type="button"
            className="form-link"
            onClick={() => openCustomerService(servicePath)}
            data-testid="forgot-customer-service"
          >
            {t('recovery.forgot.customerService')}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
