import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { parseThreeDigits } from '../lib/vn-picks';

export interface ThreeDigitEntryProps {
  chosen: readonly string[];
  onAdd: (numbers: string[]) => void;
  onRemove: (number: string) => void;
}

/** Lô 3 số and 3 càng: numbers 000–999 typed (several at once) and listed as chips. */
export function ThreeDigitEntry({ chosen, onAdd, onRemove }: ThreeDigitEntryProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [rejected, setRejected] = useState<string[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseThreeDigits(text);
    setRejected(parsed.rejected);
    if (parsed.numbers.length > 0) onAdd(parsed.numbers);
    setText(parsed.rejected.join(' '));
  };

  return (
    <div className="vn-three" data-testid="vn-three">
      <form className="vn-three__form" onSubmit={submit} noValidate>
        <label htmlFor={id} className="vn-three__label">
          {t('vnlottery.three.label')}
        </label>
        <div className="vn-three__row">
          <input
            id={id}
            className="vn-three__input"
            inputMode="numeric"
            autoComplete="off"
            placeholder="123 456 789"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={rejected.length > 0}
            aria-describedby={rejected.length > 0 ? `${id}-error` : `${id}-hint`}
            data-testid="vn-three-input"
          />
          <Button type="submit" variant="secondary" data-testid="vn-three-add">
            {t('vnlottery.three.add')}
          </Button>
        </div>
        {rejected.length > 0 ? (
          <p
            id={`${id}-error`}
            className="form-field__error"
            role="alert"
            data-testid="vn-three-error"
          >
            {t('vnlottery.three.rejected', { pieces: rejected.join(', ') })}
          </p>
        ) : (
          <p id={`${id}-hint`} className="vn-three__hint">
            {t('vnlottery.three.hint')}
          </p>
        )}
      </form>
      {chosen.length > 0 ? (
        <ul className="vn-three__chips" aria-label={t('vnlottery.three.chosen')}>
          {chosen.map((n) => (
            <li key={n}>
              <button
                type="button"
                className="vn-chip"
                aria-label={t('vnlottery.three.remove', { number: n })}
                onClick={() => onRemove(n)}
                data-testid={`vn-three-chip-${n}`}
              >
                {n} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
