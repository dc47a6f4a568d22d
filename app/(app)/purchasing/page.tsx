import type { Metadata } from 'next';
import { EmptyState, ExportButton } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { PageHeader } from '@/components/layout/page-header';
import { PurchaseOrdersTable } from '@/components/purchasing/orders-table';
import { PurchaseOrdersToolbar } from '@/components/purchasing/orders-toolbar';
import { SuggestionsTable } from '@/components/purchasing/suggestions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ClipboardList } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { redirectPastEnd } from '@/lib/list/past-end';
import { purchaseOrderList } from '@/lib/purchasing/list-state';
import { getSuggestions, listPurchaseOrders } from '@/lib/purchasing/service';

export const metadata: Metadata = { title: 'Purchasing' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /purchasing (CONTRACT §11): purchase orders (paged, filtered, searched and sorted in SQL, state in the URL; CSV
 * export of the same list) and the reorder suggestions with one-click draft orders. New orders start on a supplier's
 * page or from the suggestions.
 */
export default async function PurchasingPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const state = purchaseOrderList.load(await searchParams);
  const [page, suggestions] = await Promise.all([listPurchaseOrders(ctx, state), getSuggestions(ctx)]);
  redirectPastEnd(page, (n) => purchaseOrderList.href(state, { page: n }));
  const filtered = purchaseOrderList.isFiltered(state);

  return (
    <div className="space-y-5">
      <PageHeader
        title="Purchasing"
        subtitle="Purchase orders, goods receipts and reorder suggestions"
        actions={<ExportButton href={purchaseOrderList.exportHref(state, '/api/purchase-orders/export')} />}
      />

      <section aria-labelledby="po-heading" className="space-y-3">
        <h2 id="po-heading" className="text-lg font-semibold">
          Purchase orders
        </h2>
        <PurchaseOrdersToolbar list={purchaseOrderList.url} />
        <PurchaseOrdersTable
          orders={page.data}
          state={state}
          emptyState={
            <EmptyState
              icon={ClipboardList}
              title="No Purchase Orders"
              description={filtered ? 'No orders match these filters.' : 'Create an order from a supplier’s page or from the reorder suggestions below.'}
              action={
                filtered ? (
                  <Button asChild variant="outline">
                    <Link href="/purchasing">Clear filters</Link>
                  </Button>
                ) : undefined
              }
            />
          }
        />
        {page.total > 0 && <ListPagination list={purchaseOrderList} state={state} page={page} itemLabel="orders" />}
      </section>

      <Card id="suggestions">
        <CardHeader>
          <CardTitle>Reorder suggestions</CardTitle>
          <CardDescription>Bought items whose available stock plus what is on order is below their reorder level.</CardDescription>
        </CardHeader>
        <CardContent>
          <SuggestionsTable suggestions={suggestions} mayOrder={can(ctx.user, 'purchase_orders.write')} />
        </CardContent>
      </Card>
    </div>
  );
}
