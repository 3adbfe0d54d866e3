// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actEnvironment, mountPoint } from '../../test/dom-test-kit';
import { WhenNearViewport } from './when-near-viewport';

/** An IntersectionObserver the test moves by hand: `scrollNear` reports the element in reach. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const render = (margin?: string) =>
  act(() =>
    mount.root.render(
      createElement(WhenNearViewport, {
        fallback: createElement('p', null, 'placeholder'),
        margin,
        testId: 'below',
        children: createElement('p', null, 'content'),
      }),
    ),
  );
const shown = () => mount.container.textContent;

actEnvironment();

beforeEach(() => {
  FakeObserver.all = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Registered after the clean-up above, so the content unmounts before the observer is unstubbed.
const mount = mountPoint();

describe('content drawn when the visitor scrolls near it', () => {
  it('shows the fallback until the element comes within reach, then the content for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render();
    expect(shown()).toBe('placeholder');
    const [observer] = FakeObserver.all;
    expect(observer!.observed).toEqual([mount.container.querySelector('[data-testid="below"]')]);
    expect(observer!.options?.rootMargin).toBe('50% 0px');

    act(() => observer!.report(false));
    expect(shown()).toBe('placeholder');

    act(() => observer!.report(true));
    expect(shown()).toBe('content');
    expect(observer!.disconnected).toBe(true);
    expect(mount.container.querySelector('[data-testid="below"]')!.getAttribute('data-near')).toBe(
      'true',
    );

    // Drawn once, it stays: scrolling away does not take it down again.
    render();
    expect(shown()).toBe('content');
  });

  it('looks as far ahead as it is told', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render('800px');
    expect(FakeObserver.all[0]!.options?.rootMargin).toBe('800px 0px');
  });

  it('draws the content at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render();
    expect(shown()).toBe('content');
  });
});
