import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VnNumberStat } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import {
  digits,
  quickPickNumbers,
  twoDigitNumbers,
  type Heat,
  type QuickPick,
} from '../lib/vn-picks';

export interface NumberGridProps {
  chosen: readonly string[];
  onToggle: (number: string) => void;
  onQuickPick: (numbers: string[]) => void;
  onClear: () => void;
  /** Hot/cold heat of each number, when the statistics are in. */
  heat: ReadonlyMap<string, Heat>;
  stats: ReadonlyMap<string, VnNumberStat>;
  draws: number;
}

const COLUMNS = 10;

/**
 * The 00–99 grid with quick picks (head N, tail N, even, odd, big, small, clear). Each cell
 * is a toggle button with its heat and appearances; arrows move between cells.
 */
export function NumberGrid({
  chosen,
  onToggle,
  onQuickPick,
  onClear,
  heat,
  stats,
  draws,
}: NumberGridProps) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  const chosenSet = new Set(chosen);
  const quick = (pick: QuickPick) => onQuickPick(quickPickNumbers(pick));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cells = [...(gridRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = cells.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      ArrowDown: at + COLUMNS,
      ArrowUp: at - COLUMNS,
      Home: at - (at % COLUMNS),
      End: at - (at % COLUMNS) + COLUMNS - 1,
    };
    const next = moves[event.key];
    if (next === undefined || next < 0 || next >= cells.length) return;
    event.preventDefault();
    cells[at]!.tabIndex = -1;
    cells[next]!.tabIndex = 0;
    cells[next]!.focus();
  };

  return (
    <div className="vn-grid" data-testid="vn-grid">
      <div className="vn-quick" role="group" aria-label={t('vnlottery.quick.label')}>
        {(['head', 'tail'] as const).map((end) => (
          <div
            key={end}
            className="vn-quick__digits"
            role="group"
            aria-label={t(`vnlottery.quick.${end}`)}
          >
            <span className="vn-quick__name" aria-hidden="true">
              {t(`vnlottery.quick.${end}`)}
            </span>
            {digits.map((d) => (
              <Button
                key={d}
                type="button"
                variant="secondary"
                className="vn-quick__digit"
                aria-label={t(`vnlottery.quick.${end}N`, { digit: d })}
                onClick={() => quick({ kind: end, digit: Number(d) })}
                data-testid={`vn-quick-${end}-${d}`}
              >
                {d}
              </Button>
            ))}
          </div>
        ))}
        <div className="vn-quick__row">
          {(['even', 'odd', 'big', 'small'] as const).map((kind) => (
            <Button
              key={kind}
              type="button"
              variant="secondary"
              className="vn-quick__word"
              onClick={() => quick({ kind })}
              data-testid={`vn-quick-${kind}`}
            >
              {t(`vnlottery.quick.${kind}`)}
            </Button>
          ))}
          <Button
            type="button"
            variant="ghost"
            className="vn-quick__word"
            onClick={onClear}
            disabled={chosen.length === 0}
            data-testid="vn-quick-clear"
          >
            {t('vnlottery.quick.clear')}
          </Button>
        </div>
      </div>
      {/* Arrow keys from the focused number's button bubble to the grid, which moves focus. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        ref={gridRef}
        className="vn-grid__cells"
        role="group"
        aria-label={t('vnlottery.grid.label')}
        onKeyDown={onKeyDown}
      >
        {twoDigitNumbers.map((n, i) => {
          const stat = stats.get(n);
          const level = heat.get(n);
          const selected = chosenSet.has(n);
          return (
            <button
              key={n}
              type="button"
              tabIndex={i === 0 ? 0 : -1}
              className={`vn-grid__cell${level ? ` vn-grid__cell--${level}` : ''}`}
              aria-pressed={selected}
              title={
                stat
                  ? t('vnlottery.grid.stat', {
                      number: n,
                      appearances: stat.appearances,
                      draws,
                      since: stat.since,
                    })
                  : undefined
              }
              onClick={() => onToggle(n)}
              data-testid={`vn-cell-${n}`}
              data-heat={level}
            >
              <span className="vn-grid__number">{n}</span>
              {stat ? (
                <span className="vn-grid__badge" aria-hidden="true">
                  {stat.appearances}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
