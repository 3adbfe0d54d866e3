import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { errorKey } from '../../../lib/api-client';
import { useAddressAffiliateCheck } from '../api/check-affiliate';
import { useFieldRules } from '../../system/api/get-field-rules';
import { useRegisterSettings } from '../api/get-register-settings';
import { addressCodes } from '../lib/address-codes';
import type { RegisterMode } from '../lib/register-fields';
import { RegisterFormBody } from './register-form-body';
import './registration.css';

export interface RegisterFormProps {
  /** Called once the new member is signed in, just before the success dialog opens. */
  onRegistered?: () => void;
  /** Shown as a "log in" button when given. */
  onSwitchToLogin?: () => void;
}

/**
 * The registration form (SPEC §2 "Registration page and modal"): a username tab and a
 * mobile tab as the merchant enables them, each under the merchant's field rules.
 */
export function RegisterForm({ onRegistered, onSwitchToLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const settings = useRegisterSettings();
  const rules = useFieldRules();
  const fromAddress = useMemo(() => addressCodes(window.location.search), []);
  const affiliate = useAddressAffiliateCheck(fromAddress.affiliateCode, window.location.host);
  const [chosen, setChosen] = useState<RegisterMode | null>(null);

  const failed = settings.error ?? rules.error;
  if (failed) {
    const retry = () => {
      void settings.refetch();
      void rules.refetch();
    };
    return (
      <ErrorState message={t(errorKey(failed))} onRetry={retry} testId="register-load-error" />
    );
  }
  if (!settings.data || !rules.data || affiliate.isLoading) {
    return <Spinner label={t('common.loading')} testId="register-loading" />;
  }

  const modes: RegisterMode[] = [];
  if (settings.data.usernameRegistration) modes.push('username');
  if (settings.data.mobileRegistration) modes.push('mobile');
  const mode = chosen && modes.includes(chosen) ? chosen : modes[0];
  if (!mode) {
    return <EmptyState title={t('errors.REGISTRATION_CLOSED')} testId="register-closed" />;
  }

  const confirmed = affiliate.data?.valid ? affiliate.data.code : undefined;
  const body = (
    <RegisterFormBody
      key={mode}
      mode={mode}
      settings={settings.data}
      rules={rules.data}
      address={{
        ...(confirmed ? { affiliateCode: confirmed } : {}),
        ...(fromAddress.referralCode ? { referralCode: fromAddress.referralCode } : {}),
      }}
      // A code the server could not check goes in the field, to be checked on submit.
      affiliatePrefill={affiliate.isError ? (fromAddress.affiliateCode ?? '') : ''}
      onRegistered={onRegistered}
      onSwitchToLogin={onSwitchToLogin}
    />
  );
  if (modes.length === 1) return body;
  return (
    <Tabs
      items={modes.map((key) => ({ key, label: t(`register.tabs.${key}`) }))}
      activeKey={mode}
      onSelect={(key) => setChosen(key as RegisterMode)}
      label={t('register.tabsLabel')}
      testId="register-tabs"
      fill
    >
      {body}
    </Tabs>
  );
}
