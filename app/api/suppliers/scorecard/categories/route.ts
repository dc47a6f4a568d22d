import { apiHandler } from '@/lib/api/handler';
import { listCategories } from '@/lib/suppliers/scorecard';

export const GET = apiHandler(async ({ ctx }) => listCategories(ctx));
