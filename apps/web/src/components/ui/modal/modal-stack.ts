/**
 * Open dialogs, innermost last. Only the innermost one answers Escape and Tab, and the
 * page scroll stays fixed until the last one closes.
 */
const stack: symbol[] = [];

export function pushModal(id: symbol): void {
  stack.push(id);
  document.body.classList.add('modal-open');
}

export function popModal(id: symbol): void {
  const at = stack.indexOf(id);
  if (at >= 0) stack.splice(at, 1);
  if (stack.length === 0) document.body.classList.remove('modal-open');
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
