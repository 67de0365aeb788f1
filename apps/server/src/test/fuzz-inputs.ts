import fc from 'fast-check';
import { z } from 'zod';

/** A JSON Schema, as zod's `toJSONSchema` writes it (the parts the generator reads). */
export interface JsonSchema {
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
  /** A field no caller may set (our user fields on Better Auth's routes): fuzzed, but left out of the breakers' bodies. */
  readOnly?: boolean;
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
export function shaped(
  schema: JsonSchema | null | undefined,
  depth = 0,
  plain = false,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => shaped(o, depth + 1, plain)));
  if (schema.allOf?.length) return shaped(schema.allOf[0], depth + 1, plain);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = shaped(v, depth + 1, plain);
      return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
    }
    case 'array':
      return fc.array(shaped(schema.items, depth + 1, plain), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      // Plain: lower-case words (a base that usually passes, for the breakers below to change one thing).
      if (plain)
        return fc.string({
          unit: fc.constantFrom(...'abcdefghij '),
          minLength: Math.max(schema.minLength ?? 0, 1),
          maxLength: Math.min(schema.maxLength ?? 20, 20),
        });
      // Mostly ordinary text; often an edge of the field's own limit, deep Markdown or invisible characters.
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.string({
            minLength: schema.minLength ?? 0,
            maxLength: Math.min(schema.maxLength ?? 40, 200),
          }),
        },
        { weight: 2, arbitrary: edgeString(schema.maxLength) },
      );
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1e9),
        max: Math.min(schema.maximum ?? 1000, 1e9),
      });
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

/** Text a person could type that a renderer or a reader must survive (each caught a real bug, issue "Trust"). */
export const trickyText: fc.Arbitrary<string> = fc.oneof(
  // Line breaks, control characters, direction overrides and invisible characters inside a name.
  fc.constantFrom(
    'Ada\nLovelace',
    'Ada\r\nLovelace\u0007',
    '\u202eecalevoL adA',
    'Ada\u2066Lovelace\u2069',
    'A\u200bd\u200ba',
    '\u0000Ada',
    'Ada\u2028Lovelace\u0085',
  ),
  // Unsafe URLs where a photo or a link goes, and markup.
  fc.constantFrom(
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
  ),
  // Markdown nested far past any renderer's recursion: quotes, lists on one line and indented, emphasis.
  fc.constantFrom(101, 2_500).map((n) => `${'>'.repeat(n)} deep quote`),
  fc.constantFrom(101, 2_500).map((n) => `${'- '.repeat(n)}deep list`),
  fc
    .constantFrom(101, 150)
    .map((n) => Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')),
  fc.constantFrom(101, 2_500).map((n) => `${'*'.repeat(n)}emphasis${'*'.repeat(n)}`),
  fc.constantFrom(101, 2_500).map((n) => `${'['.repeat(n)}link${'](x)'.repeat(n)}`),
);

/**
 * A string at the edges of a length limit: just under, at and just past `max` when the field
 * has one, and the lengths that broke a render (8,000 characters took a PDF 25 s, 60,000 minutes:
 * one unbroken word, the worst case for a line wrapper), or tricky text.
 */
export function edgeString(max?: number): fc.Arbitrary<string> {
  const lengths = [
    8_000,
    60_000,
    ...(max !== undefined ? [Math.max(max - 1, 0), max, max + 1] : []),
  ];
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...lengths), fc.constantFrom('x', 'é', '𝕃', 'word '))
      .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n)),
    trickyText,
  );
}

/** JSON nested `depth` levels of arrays or objects (a parser, validator or serializer that recurses overflows). */
const nested = (depth: number, shape: 'array' | 'object'): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = shape === 'array' ? [v] : { a: v };
  return v;
};

/** Hostile values: wrong types, huge and strange strings, prototype keys, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -0,
    '',
    ' ',
    [],
    {},
    '0',
    'null',
    'undefined',
    'NaN',
  ),
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
  edgeString(),
  fc.constant(JSON.parse('{"__proto__":{"polluted":"yes"}}') as unknown),
  fc.constant({ constructor: { prototype: { polluted: 'yes' } } }),
  // Deeper nesting than this is sent as text (deepJson): this test's own JSON.stringify would overflow.
  fc
    .tuple(fc.constantFrom(20, 200, 1_000), fc.constantFrom('array' as const, 'object' as const))
    .map(([depth, shape]) => nested(depth, shape)),
);

/** JSON text nested `depth` levels, as a whole body or as one field's value in a body shaped like the route's. */
export function deepJson(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/**
 * A raw body nested far past any recursion limit (a parser, validator, serializer or the auth
 * bridge's JSON.stringify that recurses overflows): 5,000 and 30,000 arrays (60 KB, under the
 * body limit), 10,000 objects; the whole body, or one field of a body shaped like the route's.
 */
export function deepBody(schema: JsonSchema | null): fc.Arbitrary<string> {
  const deep = fc
    .tuple(
      fc.constantFrom(5_000, 10_000, 30_000),
      fc.constantFrom('array' as const, 'object' as const),
    )
    .map(([depth, shape]) => deepJson(shape === 'object' ? Math.min(depth, 10_000) : depth, shape));
  return fc.oneof(
    deep,
    fc.tuple(shaped(schema), deep).map(([value, text]) => {
      if (
        typeof value !== 'object' ||
        value === null ||
        Array.isArray(value) ||
        !Object.keys(value).length
      )
        return text;
      const [first] = Object.keys(value);
      return JSON.stringify({ ...value, [first!]: '\u0000deep\u0000' }).replace(
        '"\\u0000deep\\u0000"',
        text,
      );
    }),
  );
}

/** A body for a route: shaped like its schema, then (usually) one field or the whole made hostile. */
export function bodyFor(schema: JsonSchema | null): fc.Arbitrary<unknown> {
  const base = shaped(schema);
  return fc.oneof(
    { weight: 1, arbitrary: base },
    { weight: 1, arbitrary: hostileValue },
    {
      weight: 3,
      arbitrary: fc
        .tuple(base, fc.string({ minLength: 1, maxLength: 12 }), hostileValue, fc.boolean())
        .map(([value, extraKey, hostile, replace]) => {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return hostile;
          const keys = Object.keys(value);
          const target =
            replace && keys.length
              ? keys[Math.abs(hashOf(extraKey)) % keys.length]!
              : extraKey === '__proto__'
                ? 'proto'
                : extraKey;
          return { ...value, [target]: hostile };
        }),
    },
  );
}

/**
 * A path segment: often plausible, often hostile (encoded so the router sees one segment),
 * sometimes longer than a path part may be (414) or percent-encoded wrongly (the router's own 400).
 */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .oneof(
        fc.uuid(),
        fc.string({ minLength: 1, maxLength: 30 }),
        hostileValue.map(
          (v) =>
            String(typeof v === 'string' ? v.slice(0, 2000) : JSON.stringify(v)).slice(0, 2000) ||
            'x',
        ),
      )
      .map((s) => encodeURIComponent(s) || 'x'),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%E0%A4%A',
      '%zz',
      '%C0%AF',
      `${'x'.repeat(300)}%3Cscript%3E`,
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ),
  },
);

/** How the path is spelled: as registered, mostly; sometimes with the prefix in capitals (`/API/me` once got the HTML shell). */
export const pathSpelling: fc.Arbitrary<(path: string) => string> = fc.oneof(
  { weight: 6, arbitrary: fc.constant((p: string) => p) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      (p: string) => p.replace(/^\/(\w+)/, (_m, s: string) => `/${s.toUpperCase()}`),
      (p: string) => p.replace(/^\/(\w)/, (_m, c: string) => `/${c.toUpperCase()}`),
    ),
  },
);

/** A query string shaped like the route's query schema, with hostile values mixed in. */
export function queryFor(schema: JsonSchema | null): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer({ min: -5, max: 1_000_000 }).map(String),
    hostileValue.map((v) =>
      (typeof v === 'string' ? v.slice(0, 3000) : (JSON.stringify(v) ?? '')).slice(0, 3000),
    ),
  );
  const key = keys.length
    ? fc.oneof(
        fc.constantFrom(...keys),
        fc.constantFrom('__proto__', 'constructor', 'page[0]', 'x'),
      )
    : fc.constantFrom('__proto__', 'x', 'page');
  return fc
    .array(fc.tuple(key, value), { maxLength: 5 })
    .map((pairs) => new URLSearchParams(pairs).toString());
}

function hashOf(s: string): number {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

/**
 * The breakers: text that broke something once, each cut to a field's limit (or placed exactly
 * at and just past it). The breaker pass sends, for every route with text fields, one body per
 * breaker with every plain text field set to it (so a 2,500-level quote reaches a Markdown field
 * whatever its name, and a long name reaches the name), the rest of the body plain.
 */
export const BREAKERS: ReadonlyArray<[name: string, make: (max: number | undefined) => string]> = [
  ['deep quote', () => `${'>'.repeat(2_500)} deep quote`],
  ['deep list', () => `${'- '.repeat(2_500)}deep list`],
  ['deep emphasis', () => `${'*'.repeat(2_500)}emphasis${'*'.repeat(2_500)}`],
  ['deep links', () => `${'['.repeat(2_500)}link${'](x)'.repeat(2_500)}`],
  ['invisible characters', () => 'Ada\u202eecalevoL\u0000\u2066\nLovelace\u0007'],
  ['unsafe URL', () => 'javascript:alert(1)'],
  ['markup', () => '<img src=x onerror=alert(1)><script>alert(1)</script>'],
  ['at the limit', (max) => 'x'.repeat(max ?? 8_000)],
  ['past the limit', (max) => 'x'.repeat(max !== undefined ? max + 1 : 60_000)],
];

/** A body for each breaker (see BREAKERS), or none when the route's body has no plain text field. */
export function breakerBodies(
  schema: JsonSchema | null,
  seed: number,
): Array<{ breaker: string; body: Record<string, unknown> }> {
  const root = schema?.allOf?.[0] ?? schema;
  const fields = Object.entries(root?.properties ?? {}).filter(
    ([, v]) => v.type === 'string' && !v.format && !v.enum && !('const' in v) && !v.readOnly,
  );
  if (!fields.length) return [];
  const [base] = fc.sample(shaped(root, 0, true), { numRuns: 1, seed });
  const plainBase =
    typeof base === 'object' && base !== null && !Array.isArray(base)
      ? Object.fromEntries(Object.entries(base).filter(([k]) => !root?.properties?.[k]?.readOnly))
      : {};
  return BREAKERS.map(([breaker, make]) => ({
    breaker,
    body: {
      ...plainBase,
      ...Object.fromEntries(
        fields.map(([k, v]) => [
          k,
          breaker === 'past the limit'
            ? make(v.maxLength)
            : make(v.maxLength).slice(0, v.maxLength ?? Infinity),
        ]),
      ),
    },
  }));
}
