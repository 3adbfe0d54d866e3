import { lazy, Suspense } from 'react';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { useUiStore } from '../ui-store';

// Dialogs are fetched the first time they open, keeping them out of the first load.
const AnnouncementModal = lazy(
  () => import('../../features/announcements/components/announcement-modal'),
);
const SpeedTestModal = lazy(() => import('../../features/system/components/speed-test-modal'));

export function ModalHost() {
  const modal = useUiStore((s) => s.modal);
  const closeModal = useUiStore((s) => s.closeModal);
  const timeZone = usePermissionValue().whitelabel.timeZone;
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      {modal === 'announcements' ? (
        <AnnouncementModal onClose={closeModal} timeZone={timeZone} />
      ) : (
        <SpeedTestModal onClose={closeModal} />
      )}
    </Suspense>
  );
}
