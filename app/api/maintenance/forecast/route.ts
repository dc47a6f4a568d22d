import { apiHandler } from '@/lib/api/handler';
import { forecastQuerySchema } from '@/lib/maintenance/list-state';
import { maintenanceForecast } from '@/lib/maintenance/service';

/** GET /api/maintenance/forecast?days=30: molds and presses predicted to come due within the window, soonest first. */
export const GET = apiHandler(async ({ ctx, query }) => maintenanceForecast(ctx, query), { query: forecastQuerySchema });
