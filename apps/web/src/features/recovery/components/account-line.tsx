import { useTranslation } from 'react-i18next';

/** The account whose password a form sets, shown to the member and to password managers. */
export function AccountLine({ account, testId }: { account: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="recovery-account">
        <dt>{t('recovery.fields.account')}</dt>
        <dd data-testid={testId}>{account}</dd>
      </dl>
      {/* Lets password managers tie the new password to the account. */}
      <input
        type="text"
        className="visually-hidden"
        autoComplete="username"
        value={account}
        readOnly
        tabIndex={-1}
        aria-hidden="true"
      />
    </>
  );
}
