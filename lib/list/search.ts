/** `%` and `_` in a search term match literally (CONTRACT §8): escape them for ILIKE. */
export function containsPattern(term: string): string {
  return `%${term.replaceAll('\u0000', '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Trimmed search term, or undefined when empty. */
export function searchTerm(value: string | null | undefined): string | undefined {
  const t = value?.replaceAll('\u0000', '').trim();
  return t ? t.slice(0, 200) : undefined;
}
