import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameListQuery } from '@sorteo/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Pager } from '../../../components/ui/pager';
import { errorKey } from '../../../lib/api-client';
import { lobbyPath } from '../../../lib/paths';
import { useGameList } from '../api/get-game-list';
import type { VendorGamesTarget } from '../hooks/use-vendor-games-popup';
import { GameGrid, GameGridSkeleton } from './game-grid';
import './vendor-games-dialog.css';

export interface VendorGamesDialogProps {
  target: VendorGamesTarget;
  onClose: () => void;
}

/**
 * The pop-up list of one vendor's games in one category (SPEC §3 launch object, `isGame`
 * `VASSALAGE`): the lobby's first page of that hall, each game launching as the lobby does
 * (demo for visitors and trial accounts where the game has one, else the login dialog or the
 * real-account warning), and a link to the whole hall with its search and filters.
 */
export default function VendorGamesDialog({ target, onClose }: VendorGamesDialogProps) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  // The query of the hall's first page without filters: the hall reuses what was fetched.
  const query: GameListQuery = {
    gameType: target.category,
    vassalage: target.vassalage,
    pageNo,
    pageSize: 42,
    language: i18n.language as GameListQuery['language'],
    platform: 'html5-desktop',
    clientType: '3',
  };
  const list = useGameList(query);
  const hall = lobbyPath(target.category, target.vassalage);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('vendorGames.title', {
        name: target.name,
        category: t(`categories.${target.category}`),
      })}
      size="md"
      testId="vendor-games"
    >
      <div className="vendor-games" aria-busy={list.isPending}>
        {list.isPending ? (
          <GameGridSkeleton count={6} />
        ) : list.isError ? (
          <ErrorState
            message={t(errorKey(list.error))}
            onRetry={() => void list.refetch()}
            testId="vendor-games-error"
          />
        ) : list.data.total === 0 ? (
          <EmptyState
            title={t('vendorGames.emptyTitle')}
            description={t('vendorGames.emptyText', { name: target.name })}
            testId="vendor-games-empty"
          />
        ) : (
          <>
            <p className="vendor-games__count" aria-live="polite" data-testid="vendor-games-count">
              {t('games.results', { count: list.data.total })}
            </p>
            <GameGrid games={list.data.games} testId="vendor-games-grid" />
            <Pager
              page={list.data.pageNo}
              totalPages={list.data.totalPages}
              onChange={setPageNo}
              testId="vendor-games-pager"
            />
          </>
        )}
        <p className="vendor-games__hall">
          <Link to={hall} data-testid="vendor-games-hall">
            {t('vendorGames.openHall', { name: target.name })}
          </Link>
        </p>
      </div>
    </Modal>
  );
}
