import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUTH_BASE_PATH } from '../plugins/auth';
import { jsonSchemaOf, type JsonSchema } from './fuzz-inputs';

/** A route the fuzz suite calls: its method, path pattern and input schemas as JSON Schema. */
export interface FuzzRoute {
  method: string;
  url: string;
  body: JsonSchema | null;
  query: JsonSchema | null;
}

/** What a Better Auth endpoint says of itself (its `options`, read from the instance). */
interface AuthEndpoint {
  path?: string;
  options?: {
    method?: string | string[];
    body?: unknown;
    query?: unknown;
    metadata?: {
      SERVER_ONLY?: boolean;
      openapi?: { requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } } };
    };
  };
}

/** One object schema from several (an `allOf`, the zod schema and the OpenAPI one): their properties together. */
function merged(parts: Array<JsonSchema | null | undefined>): JsonSchema | null {
  const flat = parts.flatMap((p) => (p ? (p.allOf ?? [p]) : []));
  if (!flat.length) return null;
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const p of flat) {
    for (const [k, v] of Object.entries(p.properties ?? {})) properties[k] ??= v;
    for (const k of p.required ?? []) required.add(k);
  }
  return { type: 'object', properties, required: [...required] };
}

/**
 * Better Auth's routes, read from the auth instance's own endpoints (so a plugin or an upgrade
 * that adds one is fuzzed without a list to update): each method and path, its zod body and query
 * schemas, the OpenAPI body where the zod one is an open record (update-user), and our user
 * fields that no route may set (role, membership...), offered as mass-assignment attempts.
 */
export function betterAuthRoutes(app: FastifyInstance): FuzzRoute[] {
  const userFields = Object.keys(app.auth.options.user?.additionalFields ?? {});
  const massAssignment: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(userFields.map((k) => [k, { type: 'string', readOnly: true }])),
  };
  const routes: FuzzRoute[] = [];
  for (const endpoint of Object.values(app.auth.api) as AuthEndpoint[]) {
    const { path, options } = endpoint;
    if (!path || !options || options.metadata?.SERVER_ONLY) continue;
    const openapi = options.metadata?.openapi?.requestBody?.content?.['application/json']?.schema;
    for (const method of [options.method ?? 'GET'].flat()) {
      if (method !== 'GET' && method !== 'POST') continue; // the bridge (plugins/auth-bridge.ts) mounts these two
      routes.push({
        method,
        url: `${AUTH_BASE_PATH}${path}`,
        body:
          method === 'GET'
            ? null
            : merged([
                options.body instanceof z.ZodType ? jsonSchemaOf(options.body) : null,
                openapi,
                massAssignment,
              ]),
        query: jsonSchemaOf(options.query),
      });
    }
  }
  return routes;
}

/** Every route of the app to fuzz: ours from the route list, Better Auth's from its instance. */
export function fuzzRoutes(app: FastifyInstance): FuzzRoute[] {
  const ours = app.routeList
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    // Better Auth's catch-all is replaced by its endpoints; a live stream never ends; a built file is a file.
    .filter(
      (r) =>
        r.url !== `${AUTH_BASE_PATH}/*` &&
        !r.url.endsWith('/stream') &&
        !r.url.startsWith('/assets/'),
    )
    .map((r) => ({
      method: r.method,
      url: r.url,
      body: jsonSchemaOf(r.schema?.body),
      query: jsonSchemaOf(r.schema?.querystring),
    }));
  return [...betterAuthRoutes(app), ...ours];
}

/** Writes before reads, Better Auth's first: a read then meets whatever an accepted write stored (a long name, deep Markdown). */
export function writesFirst(routes: FuzzRoute[]): FuzzRoute[] {
  const rank = (r: FuzzRoute) =>
    (r.url.startsWith(AUTH_BASE_PATH) ? 0 : 2) + (r.method === 'GET' ? 1 : 0);
  return [...routes].sort((a, b) => rank(a) - rank(b));
}
