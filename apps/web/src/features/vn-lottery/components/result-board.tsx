import { useTranslation } from 'react-i18next';
import { vnPrizesByTier, type LotteryPeriod } from '@sorteo/shared';

export interface ResultBoardProps {
  /** The drawn period shown; null while there is none. */
  period: LotteryPeriod | null;
  /** Numbers to mark on the board (the grid's choice), by their last two digits. */
  marked?: ReadonlySet<string>;
}

/** The prize number with its last two digits (what lô, xiên and đề are about) set apart. */
function PrizeNumber({ value, marked }: { value: string; marked: boolean }) {
  return (
    <span
      className={`vn-board__number${marked ? ' vn-board__number--marked' : ''}`}
      data-testid="vn-board-number"
    >
      {value.slice(0, -2)}
      <strong className="vn-board__ending">{value.slice(-2)}</strong>
    </span>
  );
}

/**
 * The northern result: 27 numbers in 8 tiers, special first and highlighted. Each number's
 * last two digits stand out; numbers ending in a chosen grid number are marked.
 */
export function ResultBoard({ period, marked }: ResultBoardProps) {
  const { t } = useTranslation();
  const result = period?.result;
  if (!period || !result || result.family !== 'VN') {
    return (
      <section className="vn-board vn-board--empty" data-testid="vn-board-empty">
        <p>{t('vnlottery.board.none')}</p>
      </section>
    );
  }
  return (
    <section
      className="vn-board"
      aria-label={t('vnlottery.board.title', { periodNo: period.periodNo })}
      data-testid="vn-board"
      data-period={period.periodNo}
    >
      <table className="vn-board__table">
        <caption className="vn-board__caption">
          {t('vnlottery.board.title', { periodNo: period.periodNo })}
        </caption>
        <tbody>
          {vnPrizesByTier(result.prizes).map(({ tier, numbers }) => (
            <tr
              key={tier}
              className={`vn-board__tier vn-board__tier--${tier}`}
              data-testid={`vn-board-${tier}`}
            >
              <th scope="row">{t(`vnlottery.tiers.${tier}`)}</th>
              <td>
                <span className="vn-board__numbers">
                  {numbers.map((n, i) => (
                    <PrizeNumber key={i} value={n} marked={marked?.has(n.slice(-2)) ?? false} />
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
