import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** The JSON Schema of a zod schema, or null when it has parts JSON Schema cannot express. */
function jsonSchemaOf(schema: unknown): object | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return null;
  }
}

/** One compiled writer per schema: every route's error envelope is the same schema. */
const writers = new WeakMap<object, Serialize | null>();

function writerOf(schema: unknown): Serialize | null {
  if (typeof schema !== 'object' || schema === null) return null;
  let writer = writers.get(schema);
  if (writer === undefined) {
    const jsonSchema = jsonSchemaOf(schema);
    writer = jsonSchema ? (fastJson(jsonSchema) as Serialize) : null;
    writers.set(schema, writer);
  }
  return writer;
}

/** Answers kept in memory and given again as they are (a lobby page): see `keptAnswer`. */
const keptAnswers = new WeakSet<object>();

/**
 * Marks an answer that is kept and given again unchanged: each route writes it as JSON once
 * and answers the same text after. The object must not change once marked.
 */
export function keptAnswer<T extends object>(value: T): T {
  keptAnswers.add(value);
  return value;
}

/**
 * Answers are written by fast-json-stringify from their schema's JSON Schema, as Fastify does
 * with JSON Schemas: only the properties the schema names, each as its type says. Encoding
 * every answer with zod first was about a tenth of the server's CPU per placed order
 * (docs/bench-history.md, "2026-11-27, late afternoon"). A schema JSON Schema cannot express keeps
 * zod's serializer. Each writer is compiled when its first answer is written, not while the
 * app starts: compiling all of them up front added most of a second to start-up.
 *
 * With `checked` (the API tests), each answer is also encoded by zod, which throws on one
 * that breaks its schema, and the two texts must be the same.
 */
export function responseSerializer({
  checked,
}: {
  checked: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const byZod = zodSerializerCompiler(route as never) as Serialize;
    const check =
      (fast: Serialize): Serialize =>
      (data) => {
        const text = fast(data);
        const expected = byZod(data);
        if (text !== expected) {
          throw new Error(
            `${route.method} ${route.url} ${route.httpStatus}: answer written as ${text}, its schema gives ${expected}`,
          );
        }
        return text;
      };
    let write: Serialize | undefined;
    // A kept answer's text, by the answer: a route's envelope is the same around any value.
    const written = new WeakMap<object, string>();
    return (data) => {
      if (!write) {
        const fast = writerOf(route.schema);
        write = !fast ? byZod : checked ? check(fast) : fast;
      }
      const value = (data as { value?: unknown } | null)?.value;
      if (typeof value !== 'object' || value === null || !keptAnswers.has(value)) {
        return write(data);
      }
      let text = written.get(value);
      if (text === undefined) {
        text = write(data);
        written.set(value, text);
      }
      return text;
    };
  };
}
