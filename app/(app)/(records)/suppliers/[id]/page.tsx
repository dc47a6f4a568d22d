import type { Metadata } from 'next';
import { Pencil } from '@/components/ui/icons';
import { buildPageHref } from '@/components/data-table/pagination-logic';
import { PageHeader } from '@/components/layout/page-header';
import { PeriodMetricsTable, SupplierPurchasing } from '@/components/purchasing/supplier-purchasing';
import { PerformanceChart } from '@/components/suppliers/scorecard/charts';
import { QualityRatingBadge, SupplierStatusBadge } from '@/components/suppliers/badges';
import { CorrectiveActionsPanel } from '@/components/suppliers/corrective-actions-panel';
import { RecordMetricsDialog, SupplierFormDialog } from '@/components/suppliers/lazy-dialogs';
import { ScorecardOverview } from '@/components/suppliers/scorecard-overview';
import { SupplierInfoCards } from '@/components/suppliers/supplier-info-cards';
import { SupplierTabs } from '@/components/suppliers/supplier-tabs';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { pageLocation } from '@/lib/list/sort';
import { redirectPastEnd } from '@/lib/list/past-end';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { listCorrectiveActions } from '@/lib/suppliers/corrective-actions';
import { correctiveActionList } from '@/lib/suppliers/list-state';
import { listPurchaseOrders, supplierReceipts } from '@/lib/purchasing/service';
import { getScorecard, getScorecardHistory, listCategories, periodMetrics, receiptMonths } from '@/lib/suppliers/scorecard';
import { supplierRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const supplier = await supplierRecord.load(params);
  return { title: `${supplier.supplier_code} ${supplier.company_name}` };
}

/**
 * /suppliers/{id}: master data, the scorecard overview, and the Scorecard Performance tab (record metrics,
 * 12-month trend, category breakdown, corrective actions). Everything is read through the same services as
 * the API, in parallel.
 */
export default async function SupplierDetailPage({ params, searchParams }: RecordPageProps) {
  const supplier = await supplierRecord.load(params);
  const ctx = await requireContext();
  const query = await searchParams;
  const location = pageLocation(`/suppliers/${supplier.id}`, query);
  const actionsQuery = correctiveActionList.query(query);
  const mayRecordMetrics = can(ctx.user, 'scorecards.write');
  const [scorecard, history, categories, actions, orders, receipts, monthsWithReceipts] = await Promise.all([
    getScorecard(ctx, supplier.id),
    getScorecardHistory(ctx, supplier.id),
    listCategories(ctx),
    listCorrectiveActions(ctx, supplier.id, actionsQuery),
    listPurchaseOrders(ctx, { supplier_id: supplier.id, page: 1, per_page: 10 }),
    supplierReceipts(ctx, supplier.id, 10),
    mayRecordMetrics ? receiptMonths(ctx, supplier.id) : [],
  ]);
  const latestMetrics = scorecard.review_period ? await periodMetrics(ctx, supplier.id, scorecard.review_period) : [];
  redirectPastEnd(actions, (last) => buildPageHref(location.pathname, location.params, last, correctiveActionList.keys.page));
  const scored = scorecard.category_scores.filter((c) => c.score != null);
  const unscored = scorecard.category_scores.filter((c) => c.score == null).map((c) => c.category_name);

  const scorecardTab = (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Monthly metrics feed the weighted scorecard; the overview above follows the latest month.</p>
        {mayRecordMetrics && <RecordMetricsDialog supplierId={supplier.id} categories={categories} receiptMonths={monthsWithReceipts} />}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Performance Trend</CardTitle>
            <CardDescription>Overall score, last 12 months</CardDescription>
          </CardHeader>
          <CardContent>
            <PerformanceChart data={history} type="line" />
          </CardContent>
        </Card>
        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Category Breakdown</CardTitle>
            <CardDescription>
              {scorecard.review_period ? 'Latest month, by category' : 'By category'}
              {scored.length > 0 && unscored.length > 0 && ` · no data: ${unscored.join(', ')}`}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PerformanceChart data={scored} type="bar" />
          </CardContent>
        </Card>
      </div>
      <PeriodMetricsTable metrics={latestMetrics} period={scorecard.review_period} />
      <CorrectiveActionsPanel
        supplierId={supplier.id}
        actions={actions}
        canWrite={can(ctx.user, 'corrective_actions.write')}
        exportHref={`/api/suppliers/${supplier.id}/scorecard/corrective-actions/export?${new URLSearchParams(correctiveActionList.toQuery(actionsQuery))}`}
        location={location}
      />
    </>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        back={{ href: '/suppliers', label: 'Back to Suppliers' }}
        title={supplier.company_name}
        subtitle={<span className="font-mono">{supplier.supplier_code}</span>}
        badges={
          <>
            <SupplierStatusBadge status={supplier.status} />
            <QualityRatingBadge rating={supplier.quality_rating} />
          </>
        }
        actions={
          can(ctx.user, 'suppliers.write') ? (
            <SupplierFormDialog
              supplier={supplier}
              trigger={
                <Button variant="outline">
                  <Pencil aria-hidden="true" /> Edit Supplier
                </Button>
              }
            />
          ) : undefined
        }
      />
      <SupplierInfoCards supplier={supplier} />
      <ScorecardOverview scorecard={scorecard} />
      <SupplierPurchasing
        supplier={{ id: supplier.id, company_name: supplier.company_name, lead_time_days: supplier.lead_time_days, status: supplier.status }}
        orders={orders.data}
        totalOrders={orders.total}
        receipts={receipts}
        mayOrder={can(ctx.user, 'purchase_orders.write')}
      />
      <SupplierTabs scorecard={scorecardTab} />
    </div>
  );
}
