import { useTranslation } from 'react-i18next';
import { ResetPasswordView } from '../../features/recovery/components/reset-password-view';
import { PageFrame } from '../components/page-frame';

/** Where the password-reset e-mail's link lands. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <PageFrame id="reset-password" title={t('pages.resetPassword')}>
      <ResetPasswordView />
    </PageFrame>
  );
}
