import { useEffect, useMemo, useReducer, useRef, type KeyboardEvent } from 'react';
import { createBlurCloser, findByTyping, pickerReducer, pressKey } from '../lib/dial-picker';

type Options = {
  count: number;
  selected: number;
  /** What type-ahead matches: each option's country name and code. */
  labels: readonly string[];
  onPick: (index: number) => void;
};

/**
 * The dial-code list's behaviour: opens on focus, closes 200 ms after blur, keyboard
 * navigation with type-ahead, and closes as soon as an option is picked.
 */
export function useDialPicker({ count, selected, labels, onPick }: Options) {
  const [state, dispatch] = useReducer(pickerReducer, { open: false, active: selected });
  const closer = useMemo(() => createBlurCloser(() => dispatch({ type: 'close' })), []);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);
  useEffect(() => closer.cancel, [closer]);

  const pick = (index: number) => {
    closer.cancel();
    dispatch({ type: 'close' });
    onPickRef.current(index);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const key = event.altKey && event.key === 'ArrowDown' ? 'Alt+ArrowDown' : event.key;
    const outcome = pressKey(state, key, count, selected);
    if (outcome.handled) {
      event.preventDefault();
      // Escape closes the list only, not the dialog the form may sit in.
      if (state.open && key === 'Escape') event.stopPropagation();
      dispatch({ type: 'key', key, count, selected });
      if (outcome.picked !== null) pick(outcome.picked);
      return;
    }
    if (key === 'Tab') dispatch({ type: 'close' });
    if (key.length === 1 && /\S/.test(key)) {
      const found = findByTyping(labels, key, state.open ? state.active : selected);
      if (found === -1) return;
      dispatch(state.open ? { type: 'hover', index: found } : { type: 'focus', selected: found });
    }
  };

  return {
    open: state.open,
    active: state.active,
    handleFocus: () => {
      closer.focused();
      dispatch({ type: 'focus', selected });
    },
    /** A click on the field opens the list again after Escape closed it. */
    handleClick: () => dispatch({ type: 'focus', selected }),
    handleBlur: closer.blurred,
    handleKeyDown,
    handleHover: (index: number) => dispatch({ type: 'hover', index }),
    pick,
  };
}
