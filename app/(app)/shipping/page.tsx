import type { Metadata } from 'next';
import { EmptyState } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { PageHeader } from '@/components/layout/page-header';
import { SalesOrdersTable } from '@/components/sales/orders-table';
import { ShipmentsTable } from '@/components/sales/shipments-table';
import { ShipmentsToolbar } from '@/components/sales/shipments-toolbar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PackageOpen, Truck } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { requireContext } from '@/lib/auth/session';
import { redirectPastEnd } from '@/lib/list/past-end';
import { OPEN_ORDER_STATUSES } from '@/lib/sales/constants';
import { salesOrderList, shipmentList } from '@/lib/sales/list-state';
import { listSalesOrders, listShipments } from '@/lib/sales/service';

export const metadata: Metadata = { title: 'Shipping' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** How many orders ready to ship the page lists (oldest requested first); the rest are on /sales. */
const READY = 10;

/** /shipping (CONTRACT §10): orders ready to ship (confirmed, partially shipped) and the shipments made, paged in SQL. */
export default async function ShippingPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const state = shipmentList.load(await searchParams);
  const readyState = { status: [...OPEN_ORDER_STATUSES], sort: 'requested_date' as const, dir: 'asc' as const, per_page: READY };
  const [page, ready] = await Promise.all([listShipments(ctx, state), listSalesOrders(ctx, readyState)]);
  redirectPastEnd(page, (n) => shipmentList.href(state, { page: n }));
  const filtered = shipmentList.isFiltered(state);
  return (
    <div className="space-y-5">
      <PageHeader title="Shipping" subtitle="Orders ready to ship and the shipments made, with their packing slips" />
      <Card className="gap-3">
        <CardHeader>
          <CardTitle>Ready to Ship</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <SalesOrdersTable
            orders={ready.data}
            state={salesOrderList.load({})}
            emptyState={<EmptyState icon={PackageOpen} title="Nothing to Ship" description="Confirmed orders waiting for shipment appear here." />}
          />
          {ready.total > ready.data.length && (
            <p className="text-sm text-muted-foreground">
              Showing the {ready.data.length} earliest requested of {ready.total}.{' '}
              <Link href="/sales?status=confirmed,partially_shipped" className="text-primary hover:underline">
                See them all
              </Link>
              .
            </p>
          )}
        </CardContent>
      </Card>
      <section aria-labelledby="shipments-heading" className="space-y-3">
        <h2 id="shipments-heading" className="text-lg font-semibold">
          Shipments
        </h2>
        <ShipmentsToolbar list={shipmentList.url} />
        <ShipmentsTable
          shipments={page.data}
          state={state}
          emptyState={
            <EmptyState
              icon={Truck}
              title={filtered ? 'No Matching Shipments' : 'No Shipments Yet'}
              description={filtered ? 'No shipments match this search.' : 'Shipments made from sales orders appear here.'}
              action={
                filtered ? (
                  <Button asChild variant="outline">
                    <Link href="/shipping">Clear search</Link>
                  </Button>
                ) : undefined
              }
            />
          }
        />
        {page.total > 0 && <ListPagination list={shipmentList} state={state} page={page} itemLabel="shipments" />}
      </section>
    </div>
  );
}
