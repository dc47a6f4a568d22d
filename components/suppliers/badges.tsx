import { Badge, type BadgeVariant } from '@/components/ui/badge';
import {
  CA_SEVERITY_LABELS,
  CA_STATUS_LABELS,
  RATING_LABELS,
  SUPPLIER_STATUS_LABELS,
  TREND_LABELS,
  type QualityRating,
  type RatingCategory,
  type SupplierStatus,
  type TrendDirection,
} from '@/lib/suppliers/constants';
import { cn } from '@/lib/utils';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from '@/components/ui/icons';

// Tinted background + dark text, like the badge variants (WCAG AA contrast), for the colours the kit lacks.
const YELLOW = 'border-yellow-300 bg-yellow-50 text-yellow-900';
const ORANGE = 'border-orange-300 bg-orange-50 text-orange-900';

/** Spec §2/§4: active green, otherwise grey. */
export function SupplierStatusBadge({ status }: { status: SupplierStatus }) {
  return (
    <Badge variant={status === 'active' ? 'success' : 'secondary'} data-status={status}>
      {SUPPLIER_STATUS_LABELS[status]}
    </Badge>
  );
}

const LETTER_CLASS: Record<QualityRating, { variant: BadgeVariant; className?: string }> = {
  A: { variant: 'success' },
  B: { variant: 'info' },
  C: { variant: 'outline', className: YELLOW },
  D: { variant: 'outline', className: ORANGE },
  F: { variant: 'danger' },
};

/** Quality rating letter: A green, B blue, C yellow, D orange, F red (spec §2). */
export function QualityRatingBadge({ rating, className }: { rating: QualityRating | null; className?: string }) {
  if (!rating) return null;
  const style = LETTER_CLASS[rating];
  return (
    <Badge variant={style.variant} className={cn(style.className, className)} data-quality-rating={rating} title="Quality rating">
      Quality {rating}
    </Badge>
  );
}

const RATING_STYLE: Record<RatingCategory, { variant: BadgeVariant; className?: string }> = {
  preferred: { variant: 'success' },
  approved: { variant: 'info' },
  conditional: { variant: 'outline', className: YELLOW },
  at_risk: { variant: 'danger' },
};

/** Rating category: preferred green, approved blue, conditional yellow, at_risk red, none grey 'No Score' (spec §4). */
export function RatingBadge({ rating, className }: { rating: RatingCategory | null; className?: string }) {
  if (!rating) {
    return (
      <Badge variant="secondary" className={className} data-rating="none">
        No Score
      </Badge>
    );
  }
  const style = RATING_STYLE[rating];
  return (
    <Badge variant={style.variant} className={cn(style.className, className)} data-rating={rating}>
      {RATING_LABELS[rating]}
    </Badge>
  );
}

/** The score with its rating badge, or 'No Score'. */
export function ScoreWithRating({ score, rating }: { score: number | null; rating: RatingCategory | null }) {
  if (score == null) return <RatingBadge rating={null} />;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-semibold tabular-nums">{score.toFixed(1)}</span>
      <RatingBadge rating={rating} />
    </span>
  );
}

/** Severity: critical danger, major warning, minor info, other secondary (spec §2). */
export function SeverityBadge({ severity }: { severity: string }) {
  const variant: BadgeVariant = severity === 'critical' ? 'danger' : severity === 'major' ? 'warning' : severity === 'minor' ? 'info' : 'secondary';
  return (
    <Badge variant={variant} data-severity={severity}>
      {CA_SEVERITY_LABELS[severity as keyof typeof CA_SEVERITY_LABELS] ?? severity}
    </Badge>
  );
}

/** Action status: open danger, in_progress warning, closed success, cancelled or other secondary; the dashboard's completed and verified success. */
export function ActionStatusBadge({ status }: { status: string }) {
  const variant: BadgeVariant =
    status === 'open' ? 'danger' : status === 'in_progress' ? 'warning' : status === 'closed' || status === 'completed' || status === 'verified' ? 'success' : 'secondary';
  const label = CA_STATUS_LABELS[status as keyof typeof CA_STATUS_LABELS] ?? status.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  return (
    <Badge variant={variant} data-action-status={status}>
      {label}
    </Badge>
  );
}

/** 'N day(s) overdue'. */
export function overdueText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} overdue`;
}

export function OverdueBadge({ days }: { days: number }) {
  if (days <= 0) return null;
  return <Badge variant="danger">{overdueText(days)}</Badge>;
}

/** up = Improving, down = Declining, stable = Stable. */
export function TrendIndicator({ trend }: { trend: TrendDirection | null }) {
  if (!trend) return <span className="text-muted-foreground">—</span>;
  const Icon = trend === 'up' ? ArrowUpRight : trend === 'down' ? ArrowDownRight : ArrowRight;
  const color = trend === 'up' ? 'text-green-700' : trend === 'down' ? 'text-red-700' : 'text-muted-foreground';
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium', color)} data-trend={trend}>
      <Icon aria-hidden="true" className="size-4" />
      {TREND_LABELS[trend]}
    </span>
  );
}
