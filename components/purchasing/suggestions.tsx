'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { RatingBadge } from '@/components/suppliers/badges';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import Link from '@/components/ui/link';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { dataOf, messageOf, sendJson } from '@/lib/client/api';
import type { PurchaseOrderDto, SuggestionDto } from '@/lib/purchasing/dto';
import { formatNumber, formatUnitPrice } from '@/lib/utils';

/**
 * Reorder suggestions (CONTRACT §11): items whose available + on order is below their reorder level. Select rows
 * and one click turns them into draft orders, one per preferred supplier (POST /api/purchasing/suggestions/orders).
 */
export function SuggestionsTable({ suggestions, mayOrder }: { suggestions: SuggestionDto[]; mayOrder: boolean }) {
  const router = useRouter();
  const orderable = suggestions.filter((s) => s.preferred_supplier_id != null);
  const [selected, setSelected] = React.useState<Set<number>>(() => new Set());
  const [busy, setBusy] = React.useState(false);
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOn = orderable.length > 0 && orderable.every((s) => selected.has(s.product_id));
  const create = async () => {
    setBusy(true);
    const res = await sendJson('/api/purchasing/suggestions/orders', 'POST', { product_ids: [...selected] });
    setBusy(false);
    if (!res.ok) {
      toast.error(messageOf(res.body, 'Failed to create the draft orders'));
      return;
    }
    const orders = dataOf<PurchaseOrderDto[]>(res.body) ?? [];
    toast.success(`${orders.length} draft purchase order${orders.length === 1 ? '' : 's'} created: ${orders.map((o) => o.po_number).join(', ')}`);
    setSelected(new Set());
    router.refresh();
  };
  if (suggestions.length === 0) return <p className="text-sm text-muted-foreground">Nothing to reorder: every bought item is at or above its reorder level, counting what is on order.</p>;
  return (
    <div className="grid gap-3">
      {mayOrder && (
        <div className="flex items-center gap-3">
          <Button onClick={create} disabled={busy || selected.size === 0}>
            {busy ? 'Creating...' : `Create draft orders (${selected.size})`}
          </Button>
          <span className="text-sm text-muted-foreground">One draft per preferred supplier, each line the suggested quantity at standard cost.</span>
        </div>
      )}
      <div className="overflow-x-auto rounded-md border">
        <Table>
          <TableCaption className="sr-only">Reorder suggestions</TableCaption>
          <TableHeader>
            <TableRow>
              {mayOrder && (
                <TableHead className="w-10">
                  <Checkbox
                    aria-label="Select every suggestion with a preferred supplier"
                    checked={allOn}
                    onChange={(e) => setSelected(e.target.checked ? new Set(orderable.map((s) => s.product_id)) : new Set())}
                  />
                </TableHead>
              )}
              <TableHead>Item</TableHead>
              <TableHead className="text-right">Available</TableHead>
              <TableHead className="text-right">On order</TableHead>
              <TableHead className="text-right">Reorder level</TableHead>
              <TableHead className="text-right">Suggested</TableHead>
              <TableHead className="text-right">Unit price</TableHead>
              <TableHead>Preferred supplier</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {suggestions.map((s) => (
              <TableRow key={s.product_id} data-testid="suggestion-row">
                {mayOrder && (
                  <TableCell>
                    <Checkbox
                      aria-label={`Select ${s.product_code}`}
                      disabled={s.preferred_supplier_id == null}
                      checked={selected.has(s.product_id)}
                      onChange={(e) => toggle(s.product_id, e.target.checked)}
                    />
                  </TableCell>
                )}
                <TableCell>
                  <Link href={`/products/${s.product_id}`} className="font-mono font-medium text-primary hover:underline">
                    {s.product_code}
                  </Link>
                  <div className="text-xs text-muted-foreground">{s.product_name}</div>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(s.quantity_available, 4)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(s.quantity_on_order, 4)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(s.reorder_level, 4)}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">
                  {formatNumber(s.suggested_quantity, 4)} {s.unit}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatUnitPrice(s.unit_price)}</TableCell>
                <TableCell>
                  {s.preferred_supplier ? (
                    <span className="flex items-center gap-2">
                      <Link href={`/suppliers/${s.preferred_supplier.id}`} className="hover:underline">
                        {s.preferred_supplier.company_name}
                      </Link>
                      <RatingBadge rating={s.preferred_supplier.rating_category} />
                    </span>
                  ) : (
                    <span className="text-muted-foreground">None: set one on the product</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
