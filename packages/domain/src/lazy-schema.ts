/**
 * A schema (or a record of field schemas several contracts share) built the first time something
 * reads it, not when its module runs.
 *
 * zod builds a schema (and every part of it) when its definition runs, and a module of contracts
 * defines dozens: on a phone slowed 4x, building every contract of the modules a screen's shared
 * chunk holds took about 0.4 s of one long task before the screen answered a tap (issue 18,
 * ADR 025), while a screen checks the answers of two or three. Each contract of the domain is
 * therefore written `lazySchema(() => z.object(...))`: the value stands for the schema in every
 * use (`parse`, `safeParse`, `extend`, `instanceof z.ZodType`, a field of another schema, types
 * by `z.infer`), and the first use builds it, once.
 *
 * The stand-in is a Proxy that hands every operation to the built schema; a property read passes
 * the built schema as the receiver, so zod's own getters and caches see the real object. Marked
 * free of side effects, so the bundler drops a contract no code of a chunk reads.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => {
      const real = schema();
      return Reflect.get(real, key, real);
    },
    set: (_, key, value) => {
      const real = schema();
      return Reflect.set(real, key, value, real);
    },
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported as configurable: the stand-in's own (empty) target cannot vouch for a fixed property.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
