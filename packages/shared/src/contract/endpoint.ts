import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API as both sides know it: method, path (`:name` for a path parameter),
 * the schemas of what it takes and of the `value` it answers, and the words of its docs. The
 * API registers its route from this (apps/api `lib/endpoint-route.ts`) and the web calls
 * through it (apps/web `lib/call.ts`), so a path is never paired with a type by hand.
 */
export type Endpoint = {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

/** Declares an endpoint, keeping its literal method and path and its exact schemas. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type Part<
  E extends Endpoint,
  K extends 'params' | 'query' | 'body',
  Side extends 'in' | 'out',
> = E[K] extends z.ZodType ? (Side extends 'in' ? z.input<E[K]> : z.output<E[K]>) : undefined;

/** What the caller sends: path parameters, query and body as their schemas take them. */
export type CallInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as E[K] extends z.ZodType ? K : never]: Part<E, K, 'in'>;
};

/** What the handler gets: the same, parsed (numbers from text, defaults filled in). */
export type HandlerInput<E extends Endpoint> = {
  params: Part<E, 'params', 'out'>;
  query: Part<E, 'query', 'out'>;
  body: Part<E, 'body', 'out'>;
};

/** The `value` of a successful answer, as the web reads it. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** The endpoint's path with its `:name` parameters filled in, each encoded. */
export function pathOf(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
