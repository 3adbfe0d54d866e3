import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import './game-card.css';
import './home-rails.css';

/**
 * One rail's shape while its games load: its title and a row of card placeholders. `still`
 * leaves out the shimmer, for a placeholder out of sight: its animation would repaint every
 * frame for nobody.
 */
export function RailSkeleton({ title, still = false }: { title: string; still?: boolean }) {
  return (
    <section className={`home-rail ${still ? 'home-rail--still' : ''}`} aria-busy="true">
      <h2 className="page__section-title">{title}</h2>
      <Skeleton lines={5} className="game-grid game-grid--rail game-grid--skeleton" />
    </section>
  );
}

/** The rails every visitor gets (hot and new), before their code or games are here. */
export function HomeRailsSkeleton({ still = false }: { still?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <RailSkeleton title={t('games.hot')} still={still} />
      <RailSkeleton title={t('games.new')} still={still} />
    </>
  );
}
