import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { Calculator, CircleAlert, Percent, Settings2, SearchX, TrendingUp } from '@/components/ui/icons';
import { CostSheetsTable } from '@/components/costing/cost-sheets-table';
import { CostingToolbar } from '@/components/costing/costing-toolbar';
import { RatesDialog } from '@/components/costing/lazy-dialogs';
import { EmptyState, ExportButton } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { HEALTHY_MARGIN_PERCENT } from '@/lib/costing/constants';
import { costSheetList } from '@/lib/costing/list-state';
import { costingStats, getCostingRates, listCostSheets } from '@/lib/costing/service';
import { redirectPastEnd } from '@/lib/list/past-end';
import { searchTerm } from '@/lib/list/search';
import { formatMoney, formatNumber, formatPercent } from '@/lib/utils';

export const metadata: Metadata = { title: 'Costing' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /costing: the current cost sheet of every costed product (search and page in the URL, paged in SQL), figures
 * over all current sheets, and the plant rates (editable by costing.write). Sheets are computed when their inputs
 * change (lib/costing/recompute.ts), never here.
 */
export default async function CostingPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const state = costSheetList.load(await searchParams);
  const [page, stats, rates] = await Promise.all([listCostSheets(ctx, state), costingStats(ctx), getCostingRates(ctx)]);
  redirectPastEnd(page, (last) => costSheetList.href(state, { page: last }));
  const mayWrite = can(ctx.user, 'costing.write');

  const cards = [
    { label: 'Cost Sheets', value: formatNumber(stats.total_cost_sheets), hint: 'Products with a current sheet', icon: Calculator },
    { label: 'Average Margin', value: stats.average_margin === null ? '—' : formatPercent(stats.average_margin, 1), hint: 'Over sheets with a selling price', icon: Percent },
    { label: 'Healthy Margin', value: formatNumber(stats.healthy_margin), hint: `At or above ${HEALTHY_MARGIN_PERCENT}%`, icon: TrendingUp },
    { label: 'Below Target', value: formatNumber(stats.below_target_margin), hint: `Under ${HEALTHY_MARGIN_PERCENT}%${stats.no_selling_price ? `; ${formatNumber(stats.no_selling_price)} without a price` : ''}`, icon: CircleAlert },
  ];

  const search = searchTerm(state.search);
  const emptyState = search ? (
    <EmptyState
      icon={SearchX}
      title="No Cost Sheets Found"
      description={`No costed product's code, name or description contains "${search}".`}
      action={
        <Button asChild variant="outline">
          <Link href="/costing">Clear search</Link>
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={Calculator}
      title="No Cost Sheets Found"
      description="A cost sheet appears when a product gets a bill of materials or a cycle time; it is recomputed whenever one of its inputs changes."
      action={
        <Button asChild variant="outline">
          <Link href="/products">Go to Products</Link>
        </Button>
      }
    />
  );

  return (
    <div className="space-y-6">
      <PageHeader
        back={{ href: '/dashboard', label: 'Back to Dashboard' }}
        title="Costing"
        subtitle="Cost sheets from bills of materials, cycle times and press rates, with margins"
        actions={
          <>
            <ExportButton href={costSheetList.exportHref(state, '/api/costing/cost-sheets/export')} />
            {mayWrite && (
              <RatesDialog
                rates={rates}
                trigger={
                  <Button variant="outline">
                    <Settings2 aria-hidden="true" /> Plant Rates
                  </Button>
                }
              />
            )}
          </>
        }
      />

      <StatGrid label="Costing figures">
        {cards.map(({ label, value, hint, icon }) => (
          <StatCard key={label} label={label} value={value} hint={hint} icon={icon} tone="info" testId={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`} />
        ))}
      </StatGrid>

      <p className="text-sm text-muted-foreground" data-testid="plant-rates">
        Plant rates: labor {formatMoney(rates.labor_rate_per_hour)}/h × {formatNumber(rates.operators_per_press)} operators per press · overhead{' '}
        {formatMoney(rates.overhead_rate_per_hour)}/press hour · presses without a rate of their own {formatMoney(rates.default_machine_rate)}/h.
      </p>

      <CostingToolbar list={costSheetList.url} />
      <CostSheetsTable rows={page.data} emptyState={emptyState} state={state} />
      {page.total > 0 && (
        <ListPagination list={costSheetList} state={state} page={page} itemLabel="cost sheets" />
      )}
    </div>
  );
}
