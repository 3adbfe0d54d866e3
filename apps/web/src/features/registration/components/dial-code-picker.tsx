import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialPicker } from '../hooks/use-dial-picker';
import { countryOptions } from '../lib/countries';

export interface DialCodePickerProps {
  /** The chosen country (ISO 3166-1 alpha-2); empty when the code names no country we know. */
  countryCode: string;
  dialingCode: string;
  onChange: (country: { countryCode: string; dialingCode: string }) => void;
  testId?: string;
}

/**
 * SPEC §2 country dial-code picker: a read-only field showing the flag and '+code', with a
 * list of every country that opens on focus and closes 200 ms after blur or on a pick.
 */
export function DialCodePicker({
  countryCode,
  dialingCode,
  onChange,
  testId = 'dial-code',
}: DialCodePickerProps) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const labels = useMemo(() => options.map((o) => `${o.name} ${o.dialingCode}`), [options]);
  const found = options.findIndex((o) => o.countryCode === countryCode);
  const current = options[found];
  const selected = Math.max(0, found);
  const picker = useDialPicker({
    count: options.length,
    selected,
    labels,
    onPick: (index) => {
      const option = options[index];
      if (option) onChange({ countryCode: option.countryCode, dialingCode: option.dialingCode });
    },
  });

  useEffect(() => {
    if (!picker.open) return;
    const option = listRef.current?.children[picker.active] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [picker.open, picker.active]);

  return (
    <div className="dial-picker" data-testid={testId}>
      {current?.flag ? (
        <img className="dial-picker__field-flag" src={current.flag} alt="" aria-hidden="true" />
      ) : null}
      <input
        className="reg-input dial-picker__field"
        readOnly
        role="combobox"
        aria-label={t('register.dial.label')}
        aria-haspopup="listbox"
        aria-expanded={picker.open}
        aria-controls={listId}
        aria-activedescendant={picker.open ? optionId(picker.active) : undefined}
        aria-describedby={`${listId}-current`}
        value={`+${current?.dialingCode ?? dialingCode}`}
        onFocus={picker.handleFocus}
        onBlur={picker.handleBlur}
        onClick={picker.handleClick}
        onKeyDown={picker.handleKeyDown}
        data-testid={`${testId}-field`}
      />
      <span id={`${listId}-current`} className="visually-hidden">
        {current?.name}
      </span>
      <ul
        ref={listRef}
        id={listId}
        className="dial-picker__list"
        role="listbox"
        aria-label={t('register.dial.listLabel')}
        hidden={!picker.open}
        data-testid={`${testId}-list`}
      >
        {picker.open
          ? options.map((option, index) => (
              // The field keeps focus and takes the keys (aria-activedescendant); a click
              // on an option is the pointer's way to pick it.
              // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
              <li
                key={option.countryCode}
                id={optionId(index)}
                role="option"
                aria-selected={index === found}
                className={
                  index === picker.active
                    ? 'dial-picker__option dial-picker__option--active'
                    : 'dial-picker__option'
                }
                // Keeps focus in the field, so the pick is not a blur.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => picker.handleHover(index)}
                onClick={() => picker.pick(index)}
                data-testid={`${testId}-option`}
                data-country={option.countryCode}
              >
                {option.flag ? (
                  <img className="dial-picker__flag" src={option.flag} alt="" aria-hidden="true" />
                ) : (
                  <span className="dial-picker__flag" aria-hidden="true" />
                )}
                <span className="dial-picker__code">+{option.dialingCode}</span>
                <span className="dial-picker__name">{option.name}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
