import { AlertTriangle, DollarSign, Package, PackageX } from '@/components/ui/icons';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import type { InventoryStats } from '@/lib/inventory/dto';
import { formatMoney, formatNumber } from '@/lib/utils';

/** Total Items, Low Stock Items, Out of Stock, Total Value (at standard cost), from the kept balances. */
export function InventoryStatsCards({ stats }: { stats: InventoryStats }) {
  return (
    <StatGrid label="Inventory figures">
      <StatCard label="Total Items" value={formatNumber(stats.total_items)} icon={Package} tone="info" testId="stat-total-items" />
      <StatCard label="Low Stock Items" value={formatNumber(stats.low_stock)} icon={AlertTriangle} tone="warning" testId="stat-low-stock-items" />
      <StatCard label="Out of Stock" value={formatNumber(stats.out_of_stock)} icon={PackageX} tone="bad" testId="stat-out-of-stock" />
      <StatCard label="Total Value" value={formatMoney(stats.total_value)} icon={DollarSign} tone="good" testId="stat-total-value" />
    </StatGrid>
  );
}
