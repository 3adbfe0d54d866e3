/**
 * A call's route: its method and path, and the types of what it takes and answers. Nothing
 * here loads zod or a schema at run time, so a page can call through a route without them;
 * the schemas come in the call's `endpoint`, which names its route (endpoint.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The types of a call: `params`, `query` and `body` as the caller sends them (the schemas'
 * input), `response` as the web reads it (the response schema's output).
 */
export type RouteShape = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  response: unknown;
};

export type Route<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends RouteShape = RouteShape,
> = {
  readonly method: M;
  /** `:name` for a path parameter. */
  readonly path: P;
  /** Types only: never set at run time. */
  readonly '~shape'?: S;
};

/**
 * Declares a route: `route<{ query: ...; response: ... }>()('GET', '/wps/...')`. The types
 * are given first and the method and path after, so both keep their literal types.
 */
export const route =
  <S extends RouteShape>() =>
  <const M extends HttpMethod, const P extends string>(method: M, path: P): Route<M, P, S> => ({
    method,
    path,
  });

type ShapeOf<R extends Route> = NonNullable<R['~shape']>;

/** What the caller of a route sends: the parts its shape names, and no other. */
export type RouteInput<R extends Route> = {
  [K in 'params' | 'query' | 'body' as K extends keyof ShapeOf<R> ? K : never]: ShapeOf<R>[K];
};

/** The `value` of a route's successful answer. */
export type RouteResponse<R extends Route> = ShapeOf<R>['response'];

/** The path with its `:name` parameters filled in, each encoded. */
export function pathOf(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
