import { lazy, Suspense, useEffect, useState } from 'react';
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

/** True once the page has loaded and the browser has had a moment to draw it. */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer = 0;
    const settle = () => {
      timer = window.setTimeout(() => setSettled(true), 300);
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      window.clearTimeout(timer);
    };
  }, []);
  return settled;
}

/**
 * Pop-up notices after start-up and after each login (SPEC §4 "after-login popup"). Each
 * reader, a member by id or the signed-out visitor, sees a notice once per version: closed,
 * it stays closed on this device until an operator publishes it again. Within a visit it
 * shows at most once (`index_notice` in session storage). They wait until the page itself
 * is up, so their code and dialog never hold back its first paint.
 */
export function PopupHost() {
  const notice = useNotice();
  const timeZone = usePermissionValue().whitelabel.timeZone;
  const status = useSession((s) => s.status);
  const memberId = useSession((s) => s.member?.id);
  const [seen, setSeen] = useState(() => sessionStore.get(sessionKeys.indexNotice) === '1');
  const settled = usePageSettled();
  // Until a stored session is resumed, who is reading is not known yet.
  if (seen || !settled || status === 'loading') return null;
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
