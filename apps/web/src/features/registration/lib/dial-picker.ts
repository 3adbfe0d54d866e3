/** SPEC §4/§9: the dial-code list closes 200 ms after the field loses focus. */
export const DIAL_CLOSE_DELAY_MS = 200;

export type PickerState = { open: boolean; active: number };

export type PickerEvent =
  | { type: 'focus'; selected: number }
  | { type: 'close' }
  | { type: 'hover'; index: number }
  | { type: 'key'; key: string; count: number; selected: number };

/** What a key press did: the new state, and the option chosen when one was picked. */
export type KeyOutcome = { state: PickerState; picked: number | null; handled: boolean };

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), count - 1);

/**
 * The list's keyboard: arrows, Home/End and Page keys move the highlight (opening a closed
 * list first), Enter or Space picks the highlighted option and closes, Escape and Tab close.
 */
export function pressKey(
  state: PickerState,
  key: string,
  count: number,
  selected: number,
): KeyOutcome {
  const move = (active: number): KeyOutcome => ({
    state: { open: true, active: clamp(active, count) },
    picked: null,
    handled: true,
  });
  if (!state.open) {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Alt+ArrowDown'].includes(key)) {
      return move(selected);
    }
    return { state, picked: null, handled: false };
  }
  switch (key) {
    case 'ArrowDown':
      return move(state.active + 1);
    case 'ArrowUp':
      return move(state.active - 1);
    case 'PageDown':
      return move(state.active + 10);
    case 'PageUp':
      return move(state.active - 10);
    case 'Home':
      return move(0);
    case 'End':
      return move(count - 1);
    case 'Enter':
    case ' ':
      return { state: { ...state, open: false }, picked: state.active, handled: true };
    case 'Escape':
      return { state: { ...state, open: false }, picked: null, handled: true };
    case 'Tab':
      return { state: { ...state, open: false }, picked: null, handled: false };
    default:
      return { state, picked: null, handled: false };
  }
}

export function pickerReducer(state: PickerState, event: PickerEvent): PickerState {
  switch (event.type) {
    case 'focus':
      return state.open ? state : { open: true, active: event.selected };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'hover':
      return { ...state, active: event.index };
    case 'key':
      return pressKey(state, event.key, event.count, event.selected).state;
  }
}

/**
 * Closes the list a moment after the field loses focus, so a click on an option still
 * lands; focus coming back in time keeps it open.
 */
export function createBlurCloser(close: () => void, delayMs = DIAL_CLOSE_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    blurred() {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        close();
      }, delayMs);
    },
    focused: cancel,
    cancel,
  };
}

/** The next option whose label starts with the typed text, searching after the active one. */
export function findByTyping(labels: readonly string[], typed: string, from: number): number {
  const wanted = typed.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step++) {
    const index = (from + step) % labels.length;
    if (labels[index]!.toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}
