/** Where the site serves the demo catalogue's generated artwork (game-art module). */
export function gameArtPath(vendorCode: string, gameCode: string): string {
  return `/static/games/${vendorCode}/${gameCode}.svg`;
}
