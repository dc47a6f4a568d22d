import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { customerListQuerySchema } from '@/lib/customers/list-state';
import { createCustomer, listCustomers } from '@/lib/customers/service';

export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listCustomers(ctx, query)), { query: customerListQuerySchema });

export const POST = apiHandler(async ({ ctx, body }) => {
  const customer = await createCustomer(ctx, await body());
  return respond.created('Customer created successfully', customer, `/api/customers/${customer.id}`);
});
