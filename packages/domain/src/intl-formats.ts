/**
 * Intl formatters made once per key: making one costs far more than using it (a leaderboard writes a
 * hundred numbers, every XP award reads a calendar day), and the first one made loads ICU's data.
 * The key names everything the formatter is made from. At most `MAX_FORMATS` are kept: a zone or a
 * locale can come from a request, and the server must not keep one per distinct string for ever.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
export const MAX_FORMATS = 1000;

export function intlFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => F): F {
  let made = formats.get(key) as F | undefined;
  if (!made) {
    made = make();
    if (formats.size < MAX_FORMATS) formats.set(key, made);
  }
  return made;
}

/**
 * A date or a time as written for reading, its spaces plain. ICU's data has written the space
 * before "PM" (and elsewhere in times) as U+0020, U+00A0 or U+202F across its versions (CLDR 42
 * made it U+202F; Node 24's ICU writes U+0020), so the server and a phone's browser could write
 * the same time with different spaces: the page the server rendered would not hydrate, and React
 * would draw the whole screen again on exactly the older phones. Plain spaces read the same in
 * every version.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
