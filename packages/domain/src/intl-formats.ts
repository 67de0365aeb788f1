/**
 * Intl formatters made once per key: making one costs far more than using it (a leaderboard writes a
 * hundred numbers, every XP award reads a calendar day), and the first one made loads ICU's data.
 * The key names everything the formatter is made from. At most `MAX_FORMATS` are kept: a zone or a
 * locale can come from a request, and the server must not keep one per distinct string for ever.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export const MAX_FORMATS = 1000;

export function intlFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let made = formats.get(key) as F | undefined;
  if (!made) {
    made = make();
    if (formats.size < MAX_FORMATS) formats.set(key, made);
  }
  return made;
}
