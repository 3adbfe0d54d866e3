import { useTranslation } from 'react-i18next';
import { digits } from '../lib/vn-picks';

/** Đầu / đuôi: one digit 0–9 of the special prize's last two. */
export function DigitRow({
  chosen,
  onToggle,
}: {
  chosen: readonly string[];
  onToggle: (digit: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="vn-digits" role="group" aria-label={t('vnlottery.digits.label')}>
      {digits.map((d) => (
        <button
          key={d}
          type="button"
          className="vn-grid__cell vn-digits__cell"
          aria-pressed={chosen.includes(d)}
          onClick={() => onToggle(d)}
          data-testid={`vn-digit-${d}`}
        >
          {d}
        </button>
      ))}
    </div>
  );
}
