/**
 * Request body sizes (bytes). Every route gets BODY_LIMIT unless it declares more: about three
 * times the largest body its schema admits (5,000-character fields, in 4-byte characters, JSON
 * escaped). Routes that carry a 20,000-character Markdown text (forum posts, capstones, journey
 * modules and their previews) and the payment providers' webhooks declare LONG_TEXT_BODY_LIMIT. A larger body is
 * refused with 413 before it is parsed.
 */
export const BODY_LIMIT = 64 * 1024;
export const LONG_TEXT_BODY_LIMIT = 256 * 1024;
