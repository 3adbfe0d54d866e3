// Remembered on the device: someone who hid the balance does not want it back on reload.
const KEY = 'balanceHidden';

export function readHidden(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function writeHidden(hidden: boolean): void {
  try {
    window.localStorage.setItem(KEY, hidden ? '1' : '0');
  } catch {
    // Storage may be unavailable; the choice then lasts for this page only.
  }
}
