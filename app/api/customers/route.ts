import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { createCustomer, listCustomers } from '@/lib/customers/service';

export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listCustomers(ctx, query)));

export const POST = apiHandler(async ({ ctx, body }) => respond.created('Customer created successfully', await createCustomer(ctx, await body())));
