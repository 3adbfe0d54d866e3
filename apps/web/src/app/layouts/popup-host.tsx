import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotice } from '../../features/notice/api/get-notice';
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
 * Pop-up notices after start-up, once per visit (remembered in session storage). They wait
 * until the page itself is up, so their code and dialog never hold back its first paint.
 */
export function PopupHost() {
  const notice = useNotice();
  const timeZone = usePermissionValue().whitelabel.timeZone;
  const [seen, setSeen] = useState(() => sessionStore.get(sessionKeys.indexNotice) === '1');
  const settled = usePageSettled();
  const items = notice.data?.popup ?? [];
  if (seen || !settled || items.length === 0) return null;
  const close = () => {
    sessionStore.set(sessionKeys.indexNotice, '1');
    setSeen(true);
  };
  return (
    <Suspense fallback={null}>
      <PopupAnnouncements items={items} timeZone={timeZone} onClose={close} />
    </Suspense>
  );
}
