/*
 * The sandbox provider's own pages. They stand in for Google's or Facebook's screens, so
 * they are plain English rather than the site's translations, and they pass the site's
 * Content-Security-Policy: no inline script or style, one stylesheet from the same origin.
 */

import { escapeMarkup } from '../../lib/markup.js';

export type SandboxUser = { login: string; password: string; name: string; email: string };

function page(title: string, stylesheet: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${escapeMarkup(stylesheet)}">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

export function loginPage(input: {
  brand: string;
  stylesheet: string;
  action: string;
  abortAction: string;
  users: readonly SandboxUser[];
  error: string | null;
}): string {
  const users = input.users
    .map(
      (u) =>
        `<li><code>${escapeMarkup(u.login)}</code> / <code>${escapeMarkup(u.password)}</code></li>`,
    )
    .join('');
  return page(
    `${input.brand} sign-in (sandbox)`,
    input.stylesheet,
    `<h1>${escapeMarkup(input.brand)} <span class="tag">sandbox</span></h1>
<p>Sign in to continue to the site.</p>
${input.error ? `<p class="error" role="alert">${escapeMarkup(input.error)}</p>` : ''}
<form method="post" action="${escapeMarkup(input.action)}">
<label>User name <input name="login" autocomplete="username" required autofocus></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeMarkup(input.abortAction)}">
<button type="submit" class="secondary">Cancel</button>
</form>
<p class="hint">Test users:</p>
<ul class="hint">${users}</ul>`,
  );
}

export function consentPage(input: {
  brand: string;
  stylesheet: string;
  action: string;
  abortAction: string;
  clientName: string;
  scopes: readonly string[];
}): string {
  const scopes = input.scopes.map((s) => `<li>${escapeMarkup(s)}</li>`).join('');
  return page(
    `${input.brand} consent (sandbox)`,
    input.stylesheet,
    `<h1>${escapeMarkup(input.brand)} <span class="tag">sandbox</span></h1>
<p><strong>${escapeMarkup(input.clientName)}</strong> asks to see:</p>
<ul>${scopes}</ul>
<form method="post" action="${escapeMarkup(input.action)}">
<button type="submit">Allow</button>
</form>
<form method="post" action="${escapeMarkup(input.abortAction)}">
<button type="submit" class="secondary">Deny</button>
</form>`,
  );
}

export function errorPage(stylesheet: string, details: Record<string, unknown>): string {
  const lines = Object.entries(details)
    .map(([k, v]) => `<dt>${escapeMarkup(k)}</dt><dd>${escapeMarkup(String(v))}</dd>`)
    .join('');
  return page(
    'Sign-in error (sandbox)',
    stylesheet,
    `<h1>Something went wrong</h1><dl>${lines}</dl>`,
  );
}

export const sandboxCss = `body{font-family:system-ui,sans-serif;background:#f2f4f7;color:#1d2433;margin:0}
.card{max-width:22rem;margin:3rem auto;background:#fff;padding:1.5rem 2rem;border-radius:.5rem;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin:0 0 1rem}
.tag{font-size:.7rem;background:#ffe9a8;padding:.1rem .4rem;border-radius:.25rem;vertical-align:middle}
label{display:block;margin:.75rem 0}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font:inherit}
button{width:100%;padding:.6rem;margin-top:.5rem;font:inherit;border:0;border-radius:.25rem;background:#1a73e8;color:#fff;cursor:pointer}
button.secondary{background:#e4e7ec;color:#1d2433}
.error{color:#b3261e}
.hint{color:#5b6476;font-size:.85rem}
`;
