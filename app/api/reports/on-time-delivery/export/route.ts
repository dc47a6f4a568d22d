import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns } from '@/lib/list/csv-export';
import { oneBatch } from '@/lib/oee/export';
import type { OnTimeCustomer } from '@/lib/sales/dto';
import { onTimeReportQuerySchema } from '@/lib/sales/list-state';
import { onTimeDeliveryReport } from '@/lib/sales/service';

const ON_TIME_COLUMNS = fieldColumns<OnTimeCustomer>(['customer_code', 'company_name', 'lines_completed', 'on_time', 'late', 'on_time_percent']);

/** GET /api/reports/on-time-delivery/export: the customer on-time delivery report as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('on-time-delivery', todayInPlant()), ON_TIME_COLUMNS, oneBatch(onTimeDeliveryReport(ctx, query))), {
  query: onTimeReportQuerySchema,
});
