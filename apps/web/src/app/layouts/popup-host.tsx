import { lazy, Suspense, useState } from 'react';
import {
  rememberPopupsSeen,
  unseenPopups,
  type PopupReader,
} from '../../features/announcements/lib/popup-seen';
import { useNotice } from '../../features/notice/api/get-notice';
import { useSession } from '../../features/session/session-store';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { sessionKeys, sessionStore } from '../../lib/storage';

const PopupAnnouncements = lazy(
  () => import('../../features/announcements/components/popup-announcements'),
);

/**
 * Pop-up notices after start-up and after each login (SPEC §4 "after-login popup"). Each
 * reader, a member by id or the signed-out visitor, sees a notice once per version: closed,
 * it stays closed on this device until an operator publishes it again. Within a visit it
 * shows at most once (`index_notice` in session storage). The site's layout mounts it only
 * once the page is up (`usePageSettled`), so neither its code nor its dialog holds back the
 * first paint.
 */
export function PopupHost() {
  const notice = useNotice();
  const timeZone = usePermissionValue().whitelabel.timeZone;
  const status = useSession((s) => s.status);
  const memberId = useSession((s) => s.member?.id);
  const [seen, setSeen] = useState(() => sessionStore.get(sessionKeys.indexNotice) === '1');
  // Until a stored session is resumed, who is reading is not known yet.
  if (seen || status === 'loading') return null;
  const reader: PopupReader = memberId === undefined ? 'guest' : { memberId };
  const live = notice.data?.popup ?? [];
  const items = unseenPopups(live, reader);
  if (items.length === 0) return null;
  const close = () => {
    rememberPopupsSeen(live, reader);
    sessionStore.set(sessionKeys.indexNotice, '1');
    setSeen(true);
  };
  return (
    <Suspense fallback={null}>
      <PopupAnnouncements items={items} timeZone={timeZone} onClose={close} />
    </Suspense>
  );
}
