import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useVendorGamesPopup } from '../../features/games-lobby/hooks/use-vendor-games-popup';
import { withAllTexts } from '../../features/i18n/i18n';

// Fetched the first time a vendor card opens it, with the texts of the dialogs.
const VendorGamesDialog = lazy(
  withAllTexts(() => import('../../features/games-lobby/components/vendor-games-dialog')),
);

/**
 * The pop-up list of a vendor's games, opened by a vendor card whose `isGame` is
 * `VASSALAGE` (side menu, home). Leaving the page closes it: a launched game opens `/game`,
 * the list's own link opens the vendor's hall.
 */
export function VendorGamesHost() {
  const target = useVendorGamesPopup((s) => s.target);
  const close = useVendorGamesPopup((s) => s.close);
  const { pathname, search } = useLocation();

  useEffect(() => {
    close();
  }, [pathname, search, close]);

  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <VendorGamesDialog
        key={`${target.category} ${target.vassalage}`}
        target={target}
        onClose={close}
      />
    </Suspense>
  );
}
