import { escapeHtml } from './escape-html.js';
import type { SandboxOrder } from './sandbox-orders.js';

/** Minor units shown in the currency's usual decimals (ISO 4217 exponent, as Intl knows it). */
function formatAmount(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 0;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${amount} ${currency}`;
  }
}

const statusText: Record<SandboxOrder['status'], string> = {
  open: 'Waiting for payment · Esperando el pago',
  paid: 'Paid · Pagado',
  failed: 'Declined · Rechazado',
};

/**
 * The gateway's own checkout page (English and Spanish, like a real processor's): the
 * amount, and Pay / Decline while the order is open. Plain forms, no script.
 */
export function checkoutPage(order: SandboxOrder): string {
  const id = encodeURIComponent(order.gatewayOrderId);
  const actions =
    order.status === 'open'
      ? `<form method="post" action="/checkout/${id}/pay"><button type="submit">Pay · Pagar</button></form>
      <form method="post" action="/checkout/${id}/decline"><button type="submit" class="secondary">Decline · Rechazar</button></form>`
      : `<p><a href="${escapeHtml(order.returnUrl)}">Back to the merchant · Volver al comercio</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout · Pago de prueba</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; margin: 0; }
  main { max-width: 24rem; margin: 3rem auto; background: #fff; padding: 1.5rem; border-radius: 0.75rem; }
  h1 { font-size: 1.1rem; margin: 0 0 1rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; font-size: 0.9rem; }
  dt { color: #6b7280; }
  form { display: inline-block; margin: 1rem 0.5rem 0 0; }
  button { font-size: 1rem; padding: 0.6rem 1.4rem; border-radius: 0.5rem; border: 0; background: #2563eb; color: #fff; cursor: pointer; }
  button.secondary { background: #e5e7eb; color: #111827; }
  .note { color: #6b7280; font-size: 0.8rem; margin-top: 1.5rem; }
</style>
</head>
<body>
<main>
  <h1>Sandbox payment gateway · Pasarela de pago de prueba</h1>
  <p class="amount">${escapeHtml(formatAmount(order.amount, order.currency))}</p>
  <dl>
    <dt>Merchant order · Pedido</dt><dd>${escapeHtml(order.orderId)}</dd>
    <dt>Payment · Pago</dt><dd>${escapeHtml(order.gatewayOrderId)}</dd>
    <dt>Status · Estado</dt><dd>${statusText[order.status]}</dd>
  </dl>
  ${actions}
  <p class="note">No real money moves here. Amounts ending in 13 are declined.
  · Aquí no se mueve dinero real. Los importes que terminan en 13 se rechazan.</p>
</main>
</body>
</html>`;
}
