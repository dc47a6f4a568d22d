import { Wrench } from 'lucide-react';
import { EmptyState } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { MAINTENANCE_TYPE_LABELS } from '@/lib/molds/constants';
import type { MaintenanceRecordDto } from '@/lib/molds/types';
import { formatDate, formatMoney, formatNumber } from '@/lib/utils';

/** Maintenance History tab: newest first; cost as $0.00; whether the record reset the counter. */
export function MaintenanceHistory({ records, total }: { records: MaintenanceRecordDto[]; total: number }) {
  if (records.length === 0) {
    return (
      <div className="rounded-md border bg-card">
        <EmptyState icon={Wrench} title="No Maintenance Records" description="Logged maintenance appears here, newest first." />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <div className="overflow-hidden rounded-md border bg-card">
        <Table>
          <caption className="sr-only">Maintenance history</caption>
          <TableHeader className="bg-muted/40">
            <TableRow>
              <TableHead className="px-3">Date</TableHead>
              <TableHead className="px-3">Type</TableHead>
              <TableHead className="px-3">Description</TableHead>
              <TableHead className="px-3">Technician</TableHead>
              <TableHead className="px-3 text-right">Cost</TableHead>
              <TableHead className="px-3 text-right">Shots at Service</TableHead>
              <TableHead className="px-3">Counter</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {records.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="px-3">{formatDate(r.date)}</TableCell>
                <TableCell className="px-3">{MAINTENANCE_TYPE_LABELS[r.type]}</TableCell>
                <TableCell className="max-w-md px-3 whitespace-normal">{r.description || <span className="text-muted-foreground">—</span>}</TableCell>
                <TableCell className="px-3">{r.technician || <span className="text-muted-foreground">—</span>}</TableCell>
                <TableCell className="px-3 text-right tabular-nums">{formatMoney(r.cost)}</TableCell>
                <TableCell className="px-3 text-right tabular-nums">{formatNumber(r.shots_at_maintenance)}</TableCell>
                <TableCell className="px-3">{r.resets_counter ? <Badge variant="info">Reset</Badge> : <span className="text-xs text-muted-foreground">Kept</span>}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {total > records.length && (
        <p className="text-xs text-muted-foreground">
          Showing the {records.length} most recent of {formatNumber(total)} records.
        </p>
      )}
    </div>
  );
}
