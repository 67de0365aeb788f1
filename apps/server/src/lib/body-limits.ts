/**
 * Request body sizes (bytes). Every route gets BODY_LIMIT unless it declares more: about three
 * times the largest body its schema admits (5,000-character fields, in 4-byte characters, JSON
 * escaped). Routes that carry a 20,000-character Markdown text (forum posts, capstones, journey
 * modules and their previews) and the payment providers' webhooks declare LONG_TEXT_BODY_LIMIT. A larger body is
 * refused with 413 before it is parsed.
 */
export const BODY_LIMIT = 64 * 1024;
export const LONG_TEXT_BODY_LIMIT = 256 * 1024;

/**
 * How deep a JSON body may nest: our deepest schema is a few levels; a body 10,000 objects deep
 * overflowed the identity library's validation with a 500 (found by the fuzz suite, issue 36).
 */
export const MAX_BODY_DEPTH = 32;

/** A value JSON.parse makes: an array or a plain object (not a stream, a Buffer or a form's parts). */
const parsedJson = (value: unknown): value is object =>
  Array.isArray(value) || (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/**
 * Whether a parsed JSON `value` nests arrays or plain objects deeper than `max`; walked with a stack,
 * so no depth overflows it. Anything else (a raw body the route reads itself) is not walked.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!parsedJson(item)) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
