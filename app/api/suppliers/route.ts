import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { supplierListQuerySchema } from '@/lib/suppliers/list-state';
import { createSupplier, listSuppliers } from '@/lib/suppliers/service';

export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listSuppliers(ctx, query)), { query: supplierListQuerySchema });

export const POST = apiHandler(async ({ ctx, body }) => {
  const supplier = await createSupplier(ctx, await body());
  return respond.created('Supplier created successfully', supplier, `/api/suppliers/${supplier.id}`);
});
