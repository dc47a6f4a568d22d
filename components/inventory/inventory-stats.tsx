import { AlertTriangle, DollarSign, Package, PackageX } from '@/components/ui/icons';
import { Card, CardContent } from '@/components/ui/card';
import type { InventoryStats } from '@/lib/inventory/items';
import { formatMoney, formatNumber } from '@/lib/utils';

/** Total Items, Low Stock Items, Out of Stock, Total Value (at standard cost), from the kept balances. */
export function InventoryStatsCards({ stats }: { stats: InventoryStats }) {
  const cards = [
    { label: 'Total Items', value: formatNumber(stats.total_items), icon: Package, tone: 'bg-sky-50 text-sky-700' },
    { label: 'Low Stock Items', value: formatNumber(stats.low_stock), icon: AlertTriangle, tone: 'bg-amber-50 text-amber-700' },
    { label: 'Out of Stock', value: formatNumber(stats.out_of_stock), icon: PackageX, tone: 'bg-red-50 text-red-700' },
    { label: 'Total Value', value: formatMoney(stats.total_value), icon: DollarSign, tone: 'bg-green-50 text-green-700' },
  ];
  return (
    <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Inventory figures">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <Card key={label} className="py-5">
          <CardContent className="flex items-center gap-4">
            <div className={`flex size-10 items-center justify-center rounded-full ${tone}`}>
              <Icon aria-hidden="true" className="size-5" />
            </div>
            <div>
              <div className="text-sm text-muted-foreground">{label}</div>
              <div className="text-2xl font-semibold tabular-nums" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
                {value}
              </div>
            </div>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
