import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecurityCenter } from '../../features/security-center/components/security-center';
import { MemberCentreFrame } from '../components/member-centre-frame';

const ChangePasswordModal = lazy(
  () => import('../../features/recovery/components/change-password-modal'),
);

/** The member's security centre; its password button opens the recovery feature's dialog. */
export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  return (
    <MemberCentreFrame id="security" title={t('pages.securityCenter')}>
      <SecurityCenter onChangePassword={() => setChanging(true)} />
      {changing ? (
        <Suspense fallback={null}>
          <ChangePasswordModal reason="voluntary" onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </MemberCentreFrame>
  );
}
