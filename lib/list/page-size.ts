/**
 * The page sizes of every list (CONTRACT §1): 15 rows by default, at most 100. Constants only, in their own
 * module: the screens' URL state (client code) reads them without pulling in the server's paging (zod, drizzle).
 */
export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;
