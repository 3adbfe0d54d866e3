// @vitest-environment happy-dom
import { act, createElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CursorPager } from '../../../components/ui/cursor-pager';
import { initSpanishTexts, mountPoint } from '../../../test/dom-test-kit';
import { useCursorTrail } from './use-cursor-trail';

initSpanishTexts();
const mount = mountPoint();

/** A feed of ids 9 down to 1, three a page, read the way the team feeds are. */
function Feed() {
  const [filter, setFilter] = useState('all');
  const trail = useCursorTrail(filter);
  const top = trail.before === null ? 9 : trail.before - 1;
  const ids = [top, top - 1, top - 2].filter((id) => id >= 1);
  const next = ids.at(-1)! > 1 ? ids.at(-1)! : null;
  return createElement(
    'div',
    null,
    createElement('p', { 'data-testid': 'ids' }, ids.join(',')),
    createElement('button', { 'data-testid': 'refilter', onClick: () => setFilter('x') }),
    createElement(CursorPager, {
      hasNewer: trail.hasNewer,
      hasOlder: next !== null,
      onNewer: trail.newer,
      onOlder: () => trail.older(next!),
      testId: 'feed-pager',
    }),
  );
}

const shown = () => mount.container.querySelector('[data-testid="ids"]')!.textContent;
const button = (id: string) =>
  mount.container.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)!;

describe('a feed read a page at a time', () => {
  it('goes to older pages and back the same way, and starts over on a new filter', () => {
    act(() => mount.root.render(createElement(Feed)));
    expect(shown()).toBe('9,8,7');
    expect(button('feed-pager-newer').disabled).toBe(true);
    expect(button('feed-pager-older').textContent).toBe('Anteriores');
    act(() => button('feed-pager-older').click());
    expect(shown()).toBe('6,5,4');
    act(() => button('feed-pager-older').click());
    expect(shown()).toBe('3,2,1');
    expect(button('feed-pager-older').disabled).toBe(true);
    act(() => button('feed-pager-newer').click());
    expect(shown()).toBe('6,5,4');
    act(() => button('refilter').click());
    expect(shown()).toBe('9,8,7');
    expect(button('feed-pager-newer').disabled).toBe(true);
  });
});
