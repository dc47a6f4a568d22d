import { periodLabel } from '@/components/suppliers/scorecard/chart-data';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RATING_COLORS } from '@/lib/suppliers/constants';
import type { ScorecardDto } from '@/lib/suppliers/dto';
import { formatDate, formatNumber } from '@/lib/utils';
import { RatingBadge, TrendIndicator } from './badges';

/**
 * The scorecard overview card (spec §2): overall score with its rating category, the trend in words, the
 * weighted category scores (rounded), the last review date or 'Not reviewed', and the open issues or
 * 'No open issues'.
 */
export function ScorecardOverview({ scorecard: c }: { scorecard: ScorecardDto }) {
  const open = c.open_corrective_actions;
  return (
    <Card className="gap-4" data-testid="scorecard-overview">
      <CardHeader>
        <CardTitle>Scorecard Overview</CardTitle>
        <CardDescription>{c.review_period ? `Latest month with data: ${periodLabel(c.review_period)}` : 'No performance data recorded yet.'}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[minmax(12rem,1fr)_2fr]">
        <dl className="grid content-start gap-4">
          <div>
            <dt className="text-sm text-muted-foreground">Overall Score</dt>
            <dd className="mt-1 flex items-center gap-3">
              <span className="text-4xl font-semibold tabular-nums" data-testid="overall-score">
                {c.overall_score == null ? '—' : c.overall_score.toFixed(1)}
              </span>
              <RatingBadge rating={c.rating_category} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Trend</dt>
            <dd className="mt-1">
              <TrendIndicator trend={c.trend_direction} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Last Review</dt>
            <dd className="mt-1 text-sm font-medium">{c.last_review_date ? formatDate(c.last_review_date) : 'Not reviewed'}</dd>
            {c.next_review_date && <dd className="text-xs text-muted-foreground">Next review {formatDate(c.next_review_date)}</dd>}
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Open Issues</dt>
            <dd className="mt-1 text-sm font-medium">{open > 0 ? `${open} open corrective ${open === 1 ? 'action' : 'actions'}` : 'No open issues'}</dd>
          </div>
        </dl>
        <div>
          <h3 className="mb-3 text-sm font-medium">Weighted Category Scores</h3>
          <ul className="grid gap-3">
            {c.category_scores.map((cat) => (
              <li key={cat.category_code} className="grid gap-1" data-category={cat.category_code}>
                <div className="flex items-baseline justify-between text-sm">
                  <span>
                    {cat.category_name} <span className="text-muted-foreground">({formatNumber(cat.weight_percentage, 0)}%)</span>
                  </span>
                  <span className="font-medium tabular-nums">{cat.score == null ? <span className="text-muted-foreground">No data</span> : Math.round(cat.score)}</span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  {cat.score != null && (
                    <div
                      className="h-full rounded-full"
                      style={{ width: `${Math.max(0, Math.min(100, cat.score))}%`, backgroundColor: cat.score >= 90 ? RATING_COLORS.preferred : cat.score >= 80 ? RATING_COLORS.approved : cat.score >= 70 ? RATING_COLORS.conditional : RATING_COLORS.at_risk }}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
