import { apiHandler } from '@/lib/api/handler';
import { customerSearchQuerySchema } from '@/lib/customers/list-state';
import { searchCustomers } from '@/lib/customers/service';

/** The customer picker's endpoint (molds, products, production and the quick order use it): `?q=&status=active&limit=10&fields=`. */
export const GET = apiHandler(async ({ ctx, query }) => searchCustomers(ctx, query), { query: customerSearchQuerySchema });
