import { apiHandler } from '@/lib/api/handler';
import { searchCustomers } from '@/lib/customers/service';

/** The customer picker's endpoint (molds, products, production and the quick order use it). */
export const GET = apiHandler(async ({ ctx, query }) => searchCustomers(ctx, query));
