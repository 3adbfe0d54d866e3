/**
 * The slot symbols as small SVG drawings (viewBox 0 0 40 40), so a reel looks the same on
 * every device: no emoji font or image file needed.
 */
const svg = (body: string) =>
  `<svg viewBox="0 0 40 40" width="100%" height="100%" aria-hidden="true">${body}</svg>`;
const letter = (text: string, colour: string) =>
  svg(
    `<text x="20" y="29" text-anchor="middle" font-family="Georgia, serif" font-size="26" font-weight="700" fill="${colour}">${text}</text>`,
  );

export const slotSymbols: Record<string, string> = {
  SEVEN: svg(
    '<path d="M9 8h22l-11 26h-7l9-20H9z" fill="#dc2626" stroke="#7f1d1d" stroke-width="1.5"/>',
  ),
  BAR: svg(
    '<rect x="4" y="12" width="32" height="16" rx="3" fill="#111827"/><text x="20" y="24.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="10" font-weight="800" fill="#facc15">BAR</text>',
  ),
  BELL: svg(
    '<path d="M8 30c2-3 2-15 12-17 10 2 10 14 12 17z" fill="#facc15" stroke="#a16207" stroke-width="1.5"/><circle cx="20" cy="33" r="3" fill="#a16207"/><rect x="18.5" y="8" width="3" height="5" rx="1.5" fill="#a16207"/>',
  ),
  PLUM: svg(
    '<circle cx="15" cy="18" r="7" fill="#7c3aed"/><circle cx="25" cy="18" r="7" fill="#6d28d9"/><circle cx="20" cy="27" r="7" fill="#8b5cf6"/><path d="M20 6v6" stroke="#15803d" stroke-width="2.5"/>',
  ),
  LEMON: svg(
    '<ellipse cx="20" cy="21" rx="14" ry="10" fill="#facc15" stroke="#ca8a04" stroke-width="1.5"/><path d="M31 14l4-3" stroke="#15803d" stroke-width="2.5"/>',
  ),
  CHERRY: svg(
    '<path d="M20 6c-2 8-8 12-10 16M20 6c2 8 6 11 9 14" stroke="#15803d" stroke-width="2" fill="none"/><circle cx="11" cy="27" r="7" fill="#dc2626"/><circle cx="28" cy="25" r="7" fill="#ef4444"/><circle cx="9" cy="25" r="1.6" fill="#fecaca"/>',
  ),
  BLANK: svg(''),
  IDOL: svg(
    '<path d="M12 34V14c0-6 4-9 8-9s8 3 8 9v20z" fill="#a16207" stroke="#713f12" stroke-width="1.5"/><rect x="14" y="15" width="4" height="3" fill="#422006"/><rect x="22" y="15" width="4" height="3" fill="#422006"/><path d="M18 24h4v6h-4z" fill="#713f12"/>',
  ),
  TIGER: svg(
    '<circle cx="20" cy="21" r="13" fill="#f97316"/><circle cx="9" cy="10" r="4" fill="#f97316"/><circle cx="31" cy="10" r="4" fill="#f97316"/><path d="M20 8v6M12 14l4 3M28 14l-4 3" stroke="#111827" stroke-width="2"/><circle cx="15" cy="20" r="2" fill="#111827"/><circle cx="25" cy="20" r="2" fill="#111827"/><ellipse cx="20" cy="27" rx="5" ry="3.5" fill="#fff7ed"/>',
  ),
  MONKEY: svg(
    '<circle cx="8" cy="20" r="5" fill="#92400e"/><circle cx="32" cy="20" r="5" fill="#92400e"/><circle cx="20" cy="20" r="12" fill="#92400e"/><ellipse cx="20" cy="24" rx="8" ry="7" fill="#fde68a"/><circle cx="16" cy="18" r="1.8" fill="#111827"/><circle cx="24" cy="18" r="1.8" fill="#111827"/>',
  ),
  PARROT: svg(
    '<path d="M12 34c0-14 4-26 14-26 5 0 8 4 6 8l-6-1c-4 4-4 12-6 19z" fill="#16a34a"/><path d="M26 8c4 0 7 3 6 7l-4-2z" fill="#facc15"/><circle cx="25" cy="12" r="1.6" fill="#111827"/><path d="M14 34l-4 4M18 34l0 5" stroke="#dc2626" stroke-width="2.5"/>',
  ),
  A: letter('A', '#1d4ed8'),
  K: letter('K', '#be123c'),
};
