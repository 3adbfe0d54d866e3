/** Paths the SPA never owns: a miss under these is a JSON 404, not index.html. */
export const apiPrefixes = ['/wps', '/lgw', '/admin', '/docs', '/static', '/metrics', '/healthz'];

export function isApiPath(path: string): boolean {
  return apiPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Player-facing API: resolved to a merchant and subject to maintenance and region rules. */
export function isPlayerApi(routeUrl: string | undefined): routeUrl is string {
  return routeUrl !== undefined && (routeUrl.startsWith('/wps/') || routeUrl.startsWith('/lgw/'));
}
