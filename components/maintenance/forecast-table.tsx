import { listTableData } from '@/components/data-table/list-table';
import { EmptyState } from '@/components/data-table/empty-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { ForecastRow } from '@/lib/maintenance/dto';
import { ForecastRowsTable } from './forecast-columns';

/** The next 30 days: molds and presses predicted to come due (GET /api/maintenance/forecast), soonest first. */
export function ForecastTable({ rows, days }: { rows: ForecastRow[]; days: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Forecast: next {days} days</CardTitle>
      </CardHeader>
      <CardContent>
        <ForecastRowsTable
          {...listTableData(rows, { emptyState: <EmptyState title="Nothing comes due" description={`No mold or press is predicted to come due within ${days} days.`} /> })}
          caption={`Molds and presses predicted to come due within ${days} days`}
        />
      </CardContent>
    </Card>
  );
}
