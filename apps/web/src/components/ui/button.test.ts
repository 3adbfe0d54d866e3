import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Button, ButtonLink, type ButtonProps } from './button';

// No DOM in these tests (environment: node): the markup React renders is what is checked.
const render = (props: ButtonProps) => renderToStaticMarkup(createElement(Button, props, 'Go'));

describe('Button', () => {
  it('renders the classes of its variant, then the caller’s', () => {
    expect(render({ variant: 'primary' })).toContain('class="btn btn--primary"');
    expect(render({ variant: 'secondary' })).toContain('class="btn btn--secondary"');
    expect(render({ variant: 'ghost', className: 'login-check__back' })).toContain(
      'class="btn btn--ghost login-check__back"',
    );
    expect(render({ variant: 'icon' })).toContain('class="btn btn--icon"');
    expect(render({ variant: 'ghost-icon', className: 'modal__close' })).toContain(
      'class="btn btn--ghost btn--icon modal__close"',
    );
  });

  it('is a plain button unless told to submit', () => {
    expect(render({ variant: 'primary' })).toMatch(/^<button type="button"/);
    expect(render({ variant: 'primary', type: 'submit' })).toMatch(/^<button type="submit"/);
  });

  it('is disabled and marked busy while busy', () => {
    const busy = render({ variant: 'primary', busy: true });
    expect(busy).toContain('disabled=""');
    expect(busy).toContain('aria-busy="true"');
    expect(busy).toContain('>Go</button>');

    const idle = render({ variant: 'primary', busy: false });
    expect(idle).not.toContain('disabled');
    expect(idle).toContain('aria-busy="false"');

    const plain = render({ variant: 'primary' });
    expect(plain).not.toContain('aria-busy');
    expect(render({ variant: 'primary', busy: false, disabled: true })).toContain('disabled=""');
  });

  it('passes other attributes through', () => {
    const html = render({ variant: 'ghost', 'aria-label': 'Close', title: 'Close' });
    expect(html).toContain('aria-label="Close"');
    expect(html).toContain('title="Close"');
  });
});

describe('ButtonLink', () => {
  it('is a router link with the button classes', () => {
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(ButtonLink, { variant: 'secondary', to: '/wallet' }, 'Back'),
      ),
    );
    expect(html).toMatch(/^<a class="btn btn--secondary" href="\/wallet"[^>]*>Back<\/a>$/);
  });
});
