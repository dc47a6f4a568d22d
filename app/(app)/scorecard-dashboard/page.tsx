import type { Metadata } from 'next';
import { BarChart3 } from '@/components/ui/icons';
import { EmptyState } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { RatingDistributionChart } from '@/components/suppliers/scorecard/charts';
import { ActionsTable, ReviewTable, SupplierRankTable } from '@/components/suppliers/scorecard/dashboard-tables';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requireContext } from '@/lib/auth/session';
import { todayInPlant } from '@/lib/dates';
import { RATING_COLORS, RATING_LABELS, REVIEW_WINDOW_DAYS } from '@/lib/suppliers/constants';
import { getScorecardDashboard } from '@/lib/suppliers/dashboard';
import { formatNumber } from '@/lib/utils';

export const metadata: Metadata = { title: 'Scorecard Dashboard' };

function SummaryCard({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Card className="gap-2">
      <CardHeader>
        <CardDescription>{title}</CardDescription>
        <CardTitle className="text-3xl tabular-nums">{value}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">{note}</CardContent>
    </Card>
  );
}

function Section({ id, title, description, children, className }: { id?: string; title: string; description?: string; children: React.ReactNode; className?: string }) {
  return (
    <Card id={id} className={`scroll-mt-20 gap-3 ${className ?? ''}`}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * /scorecard-dashboard: the supply base at a glance (active suppliers only), from one query over the stored
 * scorecards and the open actions. Sections with nothing to show are left out (spec §2).
 */
export default async function ScorecardDashboardPage() {
  const ctx = await requireContext();
  const d = await getScorecardDashboard(ctx);
  const header = <PageHeader title="Supplier Scorecard Dashboard" subtitle="Performance across the active supply base, reviews due and corrective actions that need attention" />;
  if (d.summary.total_suppliers === 0) {
    return (
      <div className="space-y-6">
        {header}
        <EmptyState icon={BarChart3} title="No dashboard data available" description="Add suppliers and record their monthly metrics to see the supply base here." className="rounded-xl border bg-card" />
      </div>
    );
  }
  const rated = d.distribution.reduce((n, r) => n + r.count, 0);
  return (
    <div className="space-y-6">
      {header}
      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryCard title="Average Score" value={d.summary.average_score == null ? 'N/A' : d.summary.average_score.toFixed(1)} note="Overall score of scored suppliers" />
        <SummaryCard title="Total Suppliers" value={formatNumber(d.summary.total_suppliers)} note="Active suppliers" />
        <SummaryCard title="Scored Suppliers" value={formatNumber(d.summary.total_scorecards)} note="With performance data" />
      </div>

      <Section title="Rating Distribution" description={`${rated} rated ${rated === 1 ? 'supplier' : 'suppliers'} by rating category`}>
        <div className="grid gap-6 md:grid-cols-[2fr_1fr] md:items-center">
          <RatingDistributionChart distribution={d.distribution} />
          <ul className="grid gap-2 text-sm">
            {d.distribution.map((r) => (
              <li key={r.rating_category} className="flex items-center justify-between gap-3" data-rating-count={r.rating_category}>
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: RATING_COLORS[r.rating_category] }} />
                  {RATING_LABELS[r.rating_category]}
                </span>
                <span className="font-medium tabular-nums">{r.count}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <div className="grid gap-4 xl:grid-cols-2">
        <Section title="Top 10 Suppliers" description="Highest overall scores">
          <SupplierRankTable suppliers={d.top_suppliers} caption="Top 10 suppliers" />
        </Section>
        <Section title="Bottom 10 Suppliers - Needs Attention" description="Lowest overall scores first">
          <SupplierRankTable suppliers={d.bottom_suppliers} caption="Bottom 10 suppliers" />
        </Section>
      </div>

      {d.needs_review.length > 0 && (
        <Section
          title="Suppliers Needing Review"
          description={`Review due within ${REVIEW_WINDOW_DAYS} days${d.summary.needs_review_count > d.needs_review.length ? ` — the ${d.needs_review.length} most urgent of ${d.summary.needs_review_count}` : ''}`}
        >
          <ReviewTable suppliers={d.needs_review} today={todayInPlant()} />
        </Section>
      )}
      {d.overdue_actions.length > 0 && (
        <Section
          id="overdue-actions"
          title="Overdue Corrective Actions"
          description={`Past due date and still open${d.summary.overdue_actions_count > d.overdue_actions.length ? ` — the ${d.overdue_actions.length} most overdue of ${d.summary.overdue_actions_count}` : ''}`}
        >
          <ActionsTable actions={d.overdue_actions} kind="overdue" />
        </Section>
      )}
      {d.critical_actions.length > 0 && (
        <Section
          title="Open Critical Corrective Actions"
          description={`Requires immediate attention${d.summary.critical_actions_count > d.critical_actions.length ? ` — the ${d.critical_actions.length} due first of ${d.summary.critical_actions_count}` : ''}`}
        >
          <ActionsTable actions={d.critical_actions} kind="critical" />
        </Section>
      )}
    </div>
  );
}
