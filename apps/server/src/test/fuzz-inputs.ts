import fc from 'fast-check';
import { z } from 'zod';

/** A JSON Schema, as zod's `toJSONSchema` writes it (the parts the generator reads). */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

/** A route's zod schema as JSON Schema (its input side), or null when it has none or zod cannot say. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** Values shaped like the schema asks (often valid, sometimes not: the generator is not a validator). */
export function shaped(schema: JsonSchema | null | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => shaped(o, depth + 1)));
  if (schema.allOf?.length) return shaped(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = shaped(v, depth + 1);
      return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
    }
    case 'array':
      return fc.array(shaped(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e9), max: Math.min(schema.maximum ?? 1000, 1e9) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Hostile values: wrong types, huge and strange strings, prototype keys, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', ' ', [], {}, '0', 'null', 'undefined', 'NaN'),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    '\u0000\u202e\u200b',
    '𝕃𝕖𝕒𝕕 🦁',
    'Chúkwúemeka Ọ̀kọ̀nkwọ́',
    '{{7*7}}',
    '${process.env}',
  ),
  fc.integer({ min: 50_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.constant(JSON.parse('{"__proto__":{"polluted":"yes"}}') as unknown),
  fc.constant({ constructor: { prototype: { polluted: 'yes' } } }),
  fc.integer({ min: 20, max: 200 }).map((depth) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  }),
);

/** A body for a route: shaped like its schema, then (usually) one field or the whole made hostile. */
export function bodyFor(schema: JsonSchema | null): fc.Arbitrary<unknown> {
  const base = shaped(schema);
  return fc.oneof(
    { weight: 1, arbitrary: base },
    { weight: 1, arbitrary: hostileValue },
    {
      weight: 3,
      arbitrary: fc.tuple(base, fc.string({ minLength: 1, maxLength: 12 }), hostileValue, fc.boolean()).map(([value, extraKey, hostile, replace]) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return hostile;
        const keys = Object.keys(value);
        const target = replace && keys.length ? keys[Math.abs(hashOf(extraKey)) % keys.length]! : extraKey === '__proto__' ? 'proto' : extraKey;
        return { ...value, [target]: hostile };
      }),
    },
  );
}

/** A path segment: often plausible, often hostile (encoded so the router sees one segment). */
export const pathSegment: fc.Arbitrary<string> = fc
  .oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 30 }), hostileValue.map((v) => String(typeof v === 'string' ? v.slice(0, 2000) : JSON.stringify(v)).slice(0, 2000) || 'x'))
  .map((s) => encodeURIComponent(s) || 'x');

/** A query string shaped like the route's query schema, with hostile values mixed in. */
export function queryFor(schema: JsonSchema | null): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer({ min: -5, max: 1_000_000 }).map(String),
    hostileValue.map((v) => (typeof v === 'string' ? v.slice(0, 3000) : JSON.stringify(v) ?? '').slice(0, 3000)),
  );
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), fc.constantFrom('__proto__', 'constructor', 'page[0]', 'x')) : fc.constantFrom('__proto__', 'x', 'page');
  return fc.array(fc.tuple(key, value), { maxLength: 5 }).map((pairs) => new URLSearchParams(pairs).toString());
}

function hashOf(s: string): number {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}
