import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpoint, type CallInput, type ResponseOf } from './endpoint.js';
import { route } from './route.js';
import { systemEndpoints } from './system-endpoints.js';
import { systemRoutes } from './system-routes.js';

const itemSchema = z.object({ id: z.number().int(), name: z.string() });
const itemParamSchema = z.object({ id: z.coerce.number().int() });
type Item = z.infer<typeof itemSchema>;

const itemRoute = route<{ params: { id: unknown }; response: Item }>()('GET', '/x/items/:id');

describe('an endpoint declared from a route', () => {
  it('takes its method and path from the route', () => {
    const item = endpoint({
      route: itemRoute,
      summary: 'One item',
      tags: ['x'],
      params: itemParamSchema,
      response: itemSchema,
    });
    expect([item.method, item.path]).toEqual(['GET', '/x/items/:id']);
    expect(item.route).toBe(itemRoute);
    expectTypeOf(item.path).toEqualTypeOf<'/x/items/:id'>();
    expect(systemEndpoints.status.path).toBe(systemRoutes.status.path);
  });

  it('does not compile when a schema has another type than the route declares', () => {
    // @ts-expect-error the response schema's type differs from the route's
    endpoint({
      route: route<{ params: { id: unknown }; response: { id: number } }>()('GET', '/x/:id'),
      summary: 'A response schema with a field the route does not declare',
      tags: ['x'],
      params: itemParamSchema,
      response: itemSchema,
    });
    // @ts-expect-error the route takes a query the endpoint has no schema for
    endpoint({
      route: route<{ query: { page: number }; response: Item }>()('GET', '/x'),
      summary: 'A route with a query and an endpoint without',
      tags: ['x'],
      response: itemSchema,
    });
    // @ts-expect-error the params schema's input differs from the route's
    endpoint({
      route: route<{ params: { id: number }; response: Item }>()('GET', '/x/:id'),
      summary: 'A parameter the schema takes as any value, declared a number',
      tags: ['x'],
      params: itemParamSchema,
      response: itemSchema,
    });
  });
});

describe('a call through a route', () => {
  it('has the types the route declares, as through its endpoint', () => {
    type Permission = typeof systemRoutes.permission;
    expectTypeOf<CallInput<Permission>>().toEqualTypeOf<{ query: { url?: string | undefined } }>();
    expectTypeOf<ResponseOf<Permission>>().toEqualTypeOf<
      ResponseOf<typeof systemEndpoints.permission>
    >();
    expectTypeOf<CallInput<typeof itemRoute>>().toEqualTypeOf<{ params: { id: unknown } }>();
  });
});
