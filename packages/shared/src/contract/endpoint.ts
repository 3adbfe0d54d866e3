import type { z } from 'zod';
import type { HttpMethod, Route, RouteInput, RouteResponse } from './route.js';

export { pathOf, type HttpMethod } from './route.js';

type Schemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

type Docs = { summary: string; tags: readonly string[] };

/**
 * One call of the API as both sides know it: method, path (`:name` for a path parameter),
 * the schemas of what it takes and of the `value` it answers, and the words of its docs. The
 * API registers its route from this (apps/api `lib/endpoint-route.ts`) and the web calls
 * through it (apps/web `lib/api-client.ts`), so a path is never paired with a type by hand.
 * An endpoint declared from a `route` carries it: the web may call the route alone, without
 * the schemas (route.ts).
 */
export type Endpoint = Docs &
  Schemas & {
    method: HttpMethod;
    path: string;
    route?: Route;
  };

type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** A schema's type as the route declares it: the input of what comes in, the output answered. */
type SchemaType<D, K extends keyof Schemas> = D extends { [P in K]: z.ZodType }
  ? K extends 'response'
    ? z.output<D[K]>
    : z.input<D[K]>
  : undefined;

type RouteType<R extends Route, K extends keyof Schemas> =
  NonNullable<R['~shape']> extends infer S ? (K extends keyof S ? S[K] : undefined) : never;

type PartCheck<D extends { route: Route }, K extends keyof Schemas> =
  Same<RouteType<D['route'], K>, SchemaType<D, K>> extends true
    ? unknown
    : { '~mismatch': { part: K; route: RouteType<D['route'], K>; schema: SchemaType<D, K> } };

/** Nothing when each schema's type is the one the route declares; a required key otherwise. */
type MatchesRoute<D extends { route: Route }> = PartCheck<D, 'params'> &
  PartCheck<D, 'query'> &
  PartCheck<D, 'body'> &
  PartCheck<D, 'response'>;

type RoutedDefinition = Docs & Schemas & { route: Route };

type Routed<D extends RoutedDefinition> = Omit<D, 'route'> & {
  method: D['route']['method'];
  path: D['route']['path'];
  route: D['route'];
};

/**
 * Declares an endpoint, keeping its literal method and path and its exact schemas. Given a
 * `route` instead of a method and path, its schemas must have the types the route declares:
 * one that differs does not compile.
 */
export function endpoint<const D extends RoutedDefinition>(
  definition: D & MatchesRoute<D>,
): Routed<D>;
export function endpoint<const E extends Endpoint & { route?: undefined }>(definition: E): E;
export function endpoint(definition: Endpoint | RoutedDefinition): unknown {
  if ('method' in definition) return definition;
  const { route } = definition;
  return { ...definition, method: route.method, path: route.path };
}

type Part<
  E extends Endpoint,
  K extends 'params' | 'query' | 'body',
  Side extends 'in' | 'out',
> = E[K] extends z.ZodType ? (Side extends 'in' ? z.input<E[K]> : z.output<E[K]>) : undefined;

type EndpointInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as E[K] extends z.ZodType ? K : never]: Part<E, K, 'in'>;
};

/**
 * What the caller sends: path parameters, query and body as the endpoint's schemas take
 * them, or as the route declares them.
 */
export type CallInput<C extends Route> = C extends Endpoint ? EndpointInput<C> : RouteInput<C>;

/** What the handler gets: the same, parsed (numbers from text, defaults filled in). */
export type HandlerInput<E extends Endpoint> = {
  params: Part<E, 'params', 'out'>;
  query: Part<E, 'query', 'out'>;
  body: Part<E, 'body', 'out'>;
};

/** The `value` of a successful answer, as the web reads it. */
export type ResponseOf<C extends Route> = C extends Endpoint
  ? z.output<C['response']>
  : RouteResponse<C>;
