/**
 * LEGACY query parameters of the operations whose routes do not yet parse a query schema of their own
 * (lib/list/query.ts). Removed when every list declares its query once.
 */
import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@/lib/list/paging';

export const paging = {
  page: z.int().min(1).optional().meta({ description: 'The page (from 1). A bad or < 1 value is 1; past the end, `data` is empty.' }),
  per_page: z
    .int()
    .min(1)
    .max(MAX_PER_PAGE)
    .optional()
    .meta({ description: `Rows per page (default ${DEFAULT_PER_PAGE}, clamped to 1–${MAX_PER_PAGE}).` }),
};

export /** Lists that page by keyset (their paginator carries `next`): see docs/CONVENTIONS.md "Lists". */
const cursorPaging = {
  cursor: z
    .string()
    .optional()
    .meta({ description: 'The `next` of the previous page: the rows after it in the same order (send the same filters, sort and dir). Any other value is a 422.' }),
};

export const optionalPaging = z.object({
  page: paging.page.meta({ description: 'Given: the flat paginator instead of the whole list.' }),
  per_page: paging.per_page,
});

export const searchLimit = (def: number, max: number) =>
  z.int().min(1).max(max).optional().meta({ description: `At most this many rows (default ${def}, at most ${max}).` });

