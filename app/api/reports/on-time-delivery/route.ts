import { apiHandler } from '@/lib/api/handler';
import { onTimeReportQuerySchema } from '@/lib/sales/list-state';
import { onTimeDeliveryReport } from '@/lib/sales/service';

/** GET /api/reports/on-time-delivery?from&to: per customer, lines completed in the period and how many on time. */
export const GET = apiHandler(async ({ ctx, query }) => onTimeDeliveryReport(ctx, query), { query: onTimeReportQuerySchema });
