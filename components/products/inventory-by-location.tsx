import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { InventoryLocationRow } from '@/lib/inventory/service';
import { LOCATION_TYPE_LABELS } from '@/lib/products/constants';
import { cn, EMPTY_VALUE, formatDate, formatNumber } from '@/lib/utils';
import { InventoryAgeBadge } from './inventory-age-badge';

function position(row: InventoryLocationRow): string {
  const parts = [row.aisle && `Aisle ${row.aisle}`, row.rack && `Rack ${row.rack}`, row.shelf && `Shelf ${row.shelf}`, row.bin && `Bin ${row.bin}`].filter(Boolean);
  return parts.length ? parts.join(' · ') : EMPTY_VALUE;
}

/** The FIFO table: oldest receipt first; the first row is the stock to use next. */
export function InventoryByLocation({ rows, unit, today, storage }: { rows: InventoryLocationRow[]; unit: string; today: string; storage?: string }) {
  const total = rows.reduce(
    (sum, r) => ({ onHand: sum.onHand + r.quantity_on_hand, allocated: sum.allocated + r.quantity_allocated, available: sum.available + r.quantity_available }),
    { onHand: 0, allocated: 0, available: 0 },
  );
  return (
    <Card className="gap-4 overflow-hidden pb-0">
      <CardHeader>
        <CardTitle>Inventory by Location</CardTitle>
        <CardDescription>
          First in, first out: the oldest receipt is used first.{storage ? ` Default storage: ${storage}.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        {rows.length === 0 ? (
          <p className="px-6 py-8 text-center text-sm text-muted-foreground">No stock on hand for this product.</p>
        ) : (
          <Table>
            <caption className="sr-only">Inventory by location, FIFO order</caption>
            <TableHeader className="bg-muted/40">
              <TableRow className="hover:bg-transparent">
                <TableHead className="px-4">FIFO Order</TableHead>
                <TableHead className="px-3">Location</TableHead>
                <TableHead className="px-3">Type</TableHead>
                <TableHead className="px-3">Position</TableHead>
                <TableHead className="px-3 text-right">On Hand</TableHead>
                <TableHead className="px-3 text-right">Allocated</TableHead>
                <TableHead className="px-3 text-right">Available</TableHead>
                <TableHead className="px-4">Last Transaction</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, index) => {
                const next = index === 0;
                return (
                  <TableRow key={row.id} data-next-to-use={next ? 'true' : undefined} className={cn(next && 'bg-sky-50 hover:bg-sky-100/70')}>
                    <TableCell className="px-4">
                      <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
                        <span className="flex size-6 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">{row.fifo_order}</span>
                        {next && <Badge variant="info">Next to use</Badge>}
                      </div>
                    </TableCell>
                    <TableCell className="px-3 whitespace-normal">
                      <div className="leading-tight">
                        <div className="font-mono text-sm font-medium whitespace-nowrap">{row.location_code}</div>
                        <div className="text-xs text-muted-foreground">{row.location_name}</div>
                      </div>
                    </TableCell>
                    <TableCell className="px-3">{LOCATION_TYPE_LABELS[row.location_type]}</TableCell>
                    <TableCell className="min-w-36 px-3 text-sm whitespace-normal">{position(row)}</TableCell>
                    <TableCell className="px-3 text-right tabular-nums">{formatNumber(row.quantity_on_hand, 4)}</TableCell>
                    <TableCell className="px-3 text-right tabular-nums">{formatNumber(row.quantity_allocated, 4)}</TableCell>
                    <TableCell className="px-3 text-right font-medium tabular-nums">{formatNumber(row.quantity_available, 4)}</TableCell>
                    <TableCell className="px-4">
                      <div className="flex flex-col items-start gap-1">
                        <span className="text-sm">{formatDate(row.last_transaction_date)}</span>
                        <InventoryAgeBadge date={row.last_transaction_date} today={today} />
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
            <TableFooter>
              <TableRow className="hover:bg-transparent">
                <TableCell className="px-4" colSpan={4}>
                  Total ({rows.length} {rows.length === 1 ? 'lot' : 'lots'}, {unit})
                </TableCell>
                <TableCell className="px-3 text-right tabular-nums">{formatNumber(total.onHand, 4)}</TableCell>
                <TableCell className="px-3 text-right tabular-nums">{formatNumber(total.allocated, 4)}</TableCell>
                <TableCell className="px-3 text-right tabular-nums">{formatNumber(total.available, 4)}</TableCell>
                <TableCell className="px-4" />
              </TableRow>
            </TableFooter>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
