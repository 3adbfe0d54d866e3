import { lazy, Suspense, type ComponentType } from 'react';
import { withAllTexts } from '../../features/i18n/i18n';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { useUiStore, type ShellModal } from '../../lib/ui-store';

// Dialogs are fetched the first time they open, keeping them out of the first load, and
// draw once the texts that are not part of the first paint are here too.
const AnnouncementModal = lazy(
  withAllTexts(() => import('../../features/announcements/components/announcement-modal')),
);
const dialogs: Record<
  Exclude<ShellModal, 'announcements' | null>,
  ComponentType<{ onClose: () => void }>
> = {
  speedTest: lazy(withAllTexts(() => import('../../features/system/components/speed-test-modal'))),
  // Composed in app/: the login dialog carries parts of other features.
  login: lazy(withAllTexts(() => import('./login-dialog'))),
  register: lazy(
    withAllTexts(() => import('../../features/registration/components/register-modal')),
  ),
  registerSuccess: lazy(
    withAllTexts(() => import('../../features/registration/components/register-success-modal')),
  ),
  forgotPassword: lazy(
    withAllTexts(() => import('../../features/recovery/components/forgot-password-modal')),
  ),
  changePassword: lazy(
    withAllTexts(() => import('../../features/recovery/components/change-password-modal')),
  ),
  // Composed in app/: the agent centre shows the announcement list.
  agentCentre: lazy(withAllTexts(() => import('./agent-centre-dialog'))),
};

export function ModalHost() {
  const modal = useUiStore((s) => s.modal);
  const closeModal = useUiStore((s) => s.closeModal);
  const timeZone = usePermissionValue().whitelabel.timeZone;
  if (!modal) return null;
  const Dialog = modal === 'announcements' ? null : dialogs[modal];
  return (
    <Suspense fallback={null}>
      {Dialog ? (
        <Dialog onClose={closeModal} />
      ) : (
        <AnnouncementModal onClose={closeModal} timeZone={timeZone} />
      )}
    </Suspense>
  );
}
