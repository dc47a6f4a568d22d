import { Package } from '@/components/ui/icons';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { EmptyState } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { AddItemDialog, LotScan } from '@/components/inventory/lazy-dialogs';
import { InventoryActions } from '@/components/inventory/inventory-actions';
import { InventoryStatsCards } from '@/components/inventory/inventory-stats';
import { InventoryTable } from '@/components/inventory/inventory-table';
import { InventoryToolbar } from '@/components/inventory/inventory-toolbar';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { inventoryList } from '@/lib/inventory/list-state';
import { inventoryStats, listInventoryItems, listLocations } from '@/lib/inventory/service';
import { redirectPastEnd } from '@/lib/list/past-end';

export const metadata: Metadata = { title: 'Inventory' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /inventory (spec 2 §2): stats, search, the six filters and one server-side page of items with their kept
 * balances; Add Item, Import, Export and the receive / issue / transfer / adjust dialogs for roles that move stock,
 * and for them a scanned lot label offers an issue or transfer from that lot (LotScan).
 */
export default async function InventoryPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const state = inventoryList.load(await searchParams);
  const mayWrite = can(ctx.user, 'inventory.write');
  const [page, stats, locations] = await Promise.all([listInventoryItems(ctx, state), inventoryStats(ctx), mayWrite ? listLocations(ctx) : Promise.resolve([])]);
  redirectPastEnd(page, (n) => inventoryList.href(state, { page: n }));
  // `filter=all` in the URL is no filter.
  const filtered = inventoryList.isFiltered({ ...state, filter: state.filter === 'all' ? undefined : state.filter });

  const emptyState = filtered ? (
    <EmptyState
      icon={Package}
      title="No Items Found"
      description="No inventory items match this search or filter."
      action={
        <Button asChild variant="outline">
          <Link href="/inventory">Clear filters</Link>
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={Package}
      title="No Items Found"
      description="Add your raw materials, components and finished goods, or import them from a CSV file."
      action={mayWrite ? <AddItemDialog trigger={<Button>+ Add Item</Button>} /> : undefined}
    />
  );

  return (
    <div className="space-y-5">
      <PageHeader
        back={{ href: '/dashboard', label: 'Back to Dashboard' }}
        title="Inventory"
        subtitle="Stock on hand by item, with receipts, issues, transfers and adjustments"
        actions={<InventoryActions mayWrite={mayWrite} exportHref={inventoryList.exportHref(state, '/api/inventory/export')} />}
      />
      {mayWrite && <LotScan locations={locations} />}
      <InventoryStatsCards stats={stats} />
      <InventoryToolbar list={inventoryList.url} />
      <InventoryTable items={page.data} emptyState={emptyState} locations={locations} mayWrite={mayWrite} state={state} />
      {page.total > 0 && (
        <ListPagination list={inventoryList} state={state} page={page} itemLabel="items" />
      )}
    </div>
  );
}
