import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createBlurCloser,
  DIAL_CLOSE_DELAY_MS,
  findByTyping,
  pickerReducer,
  pressKey,
  type PickerState,
} from './dial-picker';

const closed: PickerState = { open: false, active: 0 };
const openAt = (active: number): PickerState => ({ open: true, active });

describe('dial-code list: opening and closing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on focus with the chosen country highlighted', () => {
    expect(pickerReducer(closed, { type: 'focus', selected: 7 })).toEqual(openAt(7));
  });

  it('closes 200 ms after the field loses focus, not before', () => {
    const close = vi.fn();
    const closer = createBlurCloser(close);
    closer.blurred();
    vi.advanceTimersByTime(DIAL_CLOSE_DELAY_MS - 1);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(DIAL_CLOSE_DELAY_MS).toBe(200);
  });

  it('stays open when focus comes back within the delay', () => {
    const close = vi.fn();
    const closer = createBlurCloser(close);
    closer.blurred();
    vi.advanceTimersByTime(150);
    closer.focused();
    vi.advanceTimersByTime(500);
    expect(close).not.toHaveBeenCalled();
  });

  it('closes at once when an option is picked with the keyboard', () => {
    expect(pressKey(openAt(4), 'Enter', 10, 1)).toEqual({
      state: { open: false, active: 4 },
      picked: 4,
      handled: true,
    });
    expect(pressKey(openAt(2), ' ', 10, 1).picked).toBe(2);
  });

  it('closes without picking on Escape, and on Tab lets focus move on', () => {
    expect(pressKey(openAt(4), 'Escape', 10, 1)).toMatchObject({
      state: { open: false },
      picked: null,
      handled: true,
    });
    expect(pressKey(openAt(4), 'Tab', 10, 1)).toMatchObject({
      state: { open: false },
      handled: false,
    });
  });
});

describe('dial-code list: keyboard', () => {
  it('opens a closed list on arrows or Enter at the chosen country, picking nothing', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Alt+ArrowDown']) {
      expect(pressKey(closed, key, 10, 3), key).toEqual({
        state: openAt(3),
        picked: null,
        handled: true,
      });
    }
  });

  it('moves the highlight and stops at both ends', () => {
    const keys = (start: number, key: string) => pressKey(openAt(start), key, 10, 0).state.active;
    expect(keys(3, 'ArrowDown')).toBe(4);
    expect(keys(9, 'ArrowDown')).toBe(9);
    expect(keys(3, 'ArrowUp')).toBe(2);
    expect(keys(0, 'ArrowUp')).toBe(0);
    expect(keys(5, 'Home')).toBe(0);
    expect(keys(5, 'End')).toBe(9);
    expect(keys(5, 'PageDown')).toBe(9);
    expect(keys(5, 'PageUp')).toBe(0);
  });

  it('leaves other keys to the browser', () => {
    expect(pressKey(openAt(2), 'a', 10, 0).handled).toBe(false);
    expect(pressKey(closed, 'Tab', 10, 0).handled).toBe(false);
  });

  it('jumps to the next option whose country name or code starts with the typed key', () => {
    const labels = ['Alemania 49', 'Brasil 55', 'Bélgica 32', 'Vietnam 84', 'Venezuela 58'];
    expect(findByTyping(labels, 'b', 0)).toBe(1);
    expect(findByTyping(labels, 'b', 1)).toBe(2);
    expect(findByTyping(labels, 'V', 4)).toBe(3);
    expect(findByTyping(labels, 'z', 0)).toBe(-1);
  });
});
