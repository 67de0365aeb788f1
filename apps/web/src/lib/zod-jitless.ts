/*
 * Zod compiles object schemas with `new Function` unless told not to, and probes for it once:
 * under our CSP (no 'unsafe-eval', Trusted Types; ADR 018) the probe is refused and reported as a
 * violation even though Zod catches it. This sets Zod's `jitless` option before any schema runs,
 * through the global Zod reads its configuration from (what z.config writes), so the entry does
 * not have to import Zod itself (the landing page's first JavaScript stays as it was).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
