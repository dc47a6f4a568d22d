import type { Metadata } from 'next';
import { EmptyState, ExportButton } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { PageHeader } from '@/components/layout/page-header';
import { PurchaseOrdersTable } from '@/components/purchasing/orders-table';
import { PurchaseOrdersToolbar } from '@/components/purchasing/orders-toolbar';
import { PurchaseOrderFormDialog } from '@/components/purchasing/lazy-order-form-dialog';
import { SuggestionsTable } from '@/components/purchasing/suggestions';
import { Button } from '@/components/ui/button';
import { ClipboardList, Plus } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { redirectPastEnd } from '@/lib/list/past-end';
import { purchaseOrderList } from '@/lib/purchasing/list-state';
import { getSuggestions, listPurchaseOrders } from '@/lib/purchasing/service';

export const metadata: Metadata = { title: 'Purchasing' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /purchasing (CONTRACT §11): purchase orders (paged, filtered, searched and sorted in SQL, state in the URL; CSV
 * export of the same list) and the reorder suggestions with one-click draft orders. New Purchase Order (buyers only)
 * picks the supplier; a supplier's page starts one with the supplier fixed.
 */
export default async function PurchasingPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const params = await searchParams;
  const state = purchaseOrderList.load(params);
  const [page, suggestions] = await Promise.all([listPurchaseOrders(ctx, state), getSuggestions(ctx)]);
  redirectPastEnd(page, (n) => purchaseOrderList.href(state, { page: n }));
  const filtered = purchaseOrderList.isFiltered(state);
  const mayOrder = can(ctx.user, 'purchase_orders.write');

  return (
    <div className="space-y-5">
      <PageHeader
        title="Purchasing"
        subtitle="Purchase orders, goods receipts and reorder suggestions"
        actions={
          <>
            <ExportButton href={purchaseOrderList.exportHref(state, '/api/purchase-orders/export')} />
            {mayOrder && (
              <PurchaseOrderFormDialog
                trigger={
                  <Button>
                    <Plus aria-hidden /> New Purchase Order
                  </Button>
                }
              />
            )}
          </>
        }
      />

      <Tabs defaultValue={params.tab === 'suggestions' ? 'suggestions' : 'orders'}>
        <TabsList>
          <TabsTrigger value="orders">Purchase Orders</TabsTrigger>
          <TabsTrigger value="suggestions">Reorder Suggestions ({suggestions.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="orders" className="space-y-3">
          <PurchaseOrdersToolbar list={purchaseOrderList.url} />
          <PurchaseOrdersTable
            orders={page.data}
            state={state}
            emptyState={
              <EmptyState
                icon={ClipboardList}
                title="No Purchase Orders"
                description={filtered ? 'No orders match these filters.' : 'Create an order with New Purchase Order, from a supplier’s page or from the reorder suggestions.'}
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
        </TabsContent>
        <TabsContent value="suggestions" className="space-y-3">
          <p className="text-sm text-muted-foreground">Bought items whose available stock plus what is on order is below their reorder level.</p>
          <SuggestionsTable suggestions={suggestions} mayOrder={mayOrder} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
