import { idParamSchema, type OperatorRole } from '@sorteo/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { ok, replies } from '../../lib/envelope.js';
import type { Actor } from '../audit/index.js';
import { authorize, operatorOf, operatorSecurity as security } from '../operators/index.js';

/*
 * The zod type provider cannot resolve a schema that is a type parameter, so these routes
 * take their input types from the descriptor; the validator compiler has parsed the input
 * against the same schema before a handler runs.
 */
const bodyOf = <Body extends z.ZodType>(request: FastifyRequest) => request.body as z.output<Body>;
const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParamSchema>).id;
const merchantOf = (request: FastifyRequest) => operatorOf(request).merchantId;

/** Where the routes live, what they take and who may write; every operator may read. */
type OperatorRoutes<Body extends z.ZodType> = {
  path: string;
  tag: string;
  body: Body;
  writers: readonly OperatorRole[];
};

/** The docs' tag, security and optional summary that every route here carries. */
const docs = (routes: { tag: string }, summary?: string) => ({
  tags: [routes.tag],
  security,
  ...(summary ? { summary } : {}),
});

/** A collection the operators manage; one row of it is at `<path>/:id`. */
export type OperatorResource<
  Body extends z.ZodType,
  Item extends z.ZodType,
> = OperatorRoutes<Body> & {
  item: Item;
  /** Left out when the list needs a route of its own (paging, filters). */
  list?: (db: Db, merchantId: number) => Promise<z.output<Item>[]>;
  create: (db: Db, actor: Actor, input: z.output<Body>) => Promise<z.output<Item>>;
  update: (db: Db, actor: Actor, id: number, input: z.output<Body>) => Promise<z.output<Item>>;
  remove: (db: Db, actor: Actor, id: number) => Promise<void>;
  /** The docs' summary of the create call. */
  createSummary?: string;
};

export function registerOperatorResource<Body extends z.ZodType, Item extends z.ZodType>(
  app: FastifyInstance,
  resource: OperatorResource<Body, Item>,
): void {
  const { db } = app;
  const { path, body, writers, list } = resource;
  const one = replies(resource.item);
  const params = idParamSchema;

  if (list) {
    app.get(
      path,
      { schema: { ...docs(resource), response: replies(z.array(resource.item)) } },
      async (request) => ok(await list(db, merchantOf(request))),
    );
  }
  app.post(
    path,
    { schema: { ...docs(resource, resource.createSummary), body, response: one } },
    async (request) =>
      ok(await resource.create(db, authorize(request, writers), bodyOf<Body>(request))),
  );
  app.put(
    `${path}/:id`,
    { schema: { ...docs(resource), params, body, response: one } },
    async (request) => {
      const actor = authorize(request, writers);
      return ok(await resource.update(db, actor, idOf(request), bodyOf<Body>(request)));
    },
  );
  app.delete(
    `${path}/:id`,
    { schema: { ...docs(resource), params, response: replies(z.null()) } },
    async (request) => {
      await resource.remove(db, authorize(request, writers), idOf(request));
      return ok(null);
    },
  );
}

/** One value of the merchant the operators read and replace at one path. */
export type OperatorSetting<
  Body extends z.ZodType,
  Value extends z.ZodType,
> = OperatorRoutes<Body> & {
  value: Value;
  get: (db: Db, merchantId: number) => Promise<z.output<Value>>;
  set: (db: Db, actor: Actor, input: z.output<Body>) => Promise<z.output<Value>>;
  /** The docs' summary of the change call. */
  setSummary?: string;
};

export function registerOperatorSetting<Body extends z.ZodType, Value extends z.ZodType>(
  app: FastifyInstance,
  setting: OperatorSetting<Body, Value>,
): void {
  const { db } = app;
  const { path, body, writers } = setting;
  const response = replies(setting.value);

  app.get(path, { schema: { ...docs(setting), response } }, async (request) =>
    ok(await setting.get(db, merchantOf(request))),
  );
  app.put(
    path,
    { schema: { ...docs(setting, setting.setSummary), body, response } },
    async (request) =>
      ok(await setting.set(db, authorize(request, writers), bodyOf<Body>(request))),
  );
}

/** A decision on one record, e.g. `POST /deposits/:id/approve`, answering the record after it. */
export type OperatorAction<Item extends z.ZodType, Body extends z.ZodType = z.ZodUndefined> = {
  /** With its `:id`. */
  path: string;
  tag: string;
  summary: string;
  item: Item;
  writers: readonly OperatorRole[];
  body?: Body;
  act: (db: Db, actor: Actor, id: number, input: z.output<Body>) => Promise<z.output<Item>>;
};

export function registerOperatorAction<
  Item extends z.ZodType,
  Body extends z.ZodType = z.ZodUndefined,
>(app: FastifyInstance, action: OperatorAction<Item, Body>): void {
  const { db } = app;
  const { body, writers } = action;
  app.post(
    action.path,
    {
      schema: {
        ...docs(action, action.summary),
        params: idParamSchema,
        ...(body ? { body } : {}),
        response: replies(action.item),
      },
    },
    async (request) =>
      ok(await action.act(db, authorize(request, writers), idOf(request), bodyOf<Body>(request))),
  );
}
