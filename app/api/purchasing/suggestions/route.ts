import { apiHandler } from '@/lib/api/handler';
import { getSuggestions } from '@/lib/purchasing/service';

/** GET /api/purchasing/suggestions (CONTRACT §11): items below their reorder level, counting what is on order. */
export const GET = apiHandler(async ({ ctx }) => getSuggestions(ctx));
