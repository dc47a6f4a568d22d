import { sql } from 'drizzle-orm';

/**
 * `.offset(OFFSET_FENCE)` renders `offset 0`, PostgreSQL's optimization fence: the subquery is planned on its own
 * (a search's matches found through their trigram index) instead of being pulled up into the outer query (where
 * the planner may walk the sort order's index and filter every row). drizzle drops a plain `.offset(0)`, as it
 * drops any falsy offset, so the fence is a SQL chunk typed as the number it stands for.
 */
export const OFFSET_FENCE = sql`0` as unknown as number;
