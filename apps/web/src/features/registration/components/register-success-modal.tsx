import { useTranslation } from 'react-i18next';
import { NoticeDialog } from '../../../components/ui/notice-dialog';

/** SPEC §8: shown on the home page once a new member is signed in. */
export default function RegisterSuccessModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeDialog
      tone="info"
      title={t('register_success')}
      message={t('in_registered_successfully')}
      onClose={onClose}
      testId="register-success"
    />
  );
}
