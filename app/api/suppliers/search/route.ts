import { apiHandler } from '@/lib/api/handler';
import { supplierSearchQuerySchema } from '@/lib/suppliers/list-state';
import { searchSuppliers } from '@/lib/suppliers/service';

/** The supplier picker (a new purchase order's supplier): `?q=&status=active&limit=10`. */
export const GET = apiHandler(async ({ ctx, query }) => searchSuppliers(ctx, query), { query: supplierSearchQuerySchema });
