/** CONTRACT §1: a body nested deeper than this is a 400. Real requests (a BOM with items) nest 3 levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when the JSON text opens more than `max` arrays/objects inside each other. One pass over the text,
 * skipping strings (a "[" inside a string is not nesting); malformed text is left for JSON.parse to refuse.
 */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
