import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { OWNERSHIP_LABELS, STATUS_LABELS, type MoldOwnership, type MoldStatus } from '@/lib/molds/constants';
import type { MaintenanceHealth } from '@/lib/molds/health';

/** Mold status: active green, maintenance amber, inactive red (spec 1 §4). */
export const STATUS_VARIANT: Record<MoldStatus, BadgeVariant> = {
  active: 'success',
  maintenance: 'warning',
  inactive: 'danger',
};

export function MoldStatusBadge({ status, className }: { status: MoldStatus; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} className={className} data-testid="mold-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export const HEALTH_VARIANT: Record<MaintenanceHealth, BadgeVariant> = {
  'Not Set': 'secondary',
  Good: 'success',
  'Due Soon': 'warning',
  Overdue: 'danger',
};

export function HealthBadge({ health, percent, className }: { health: MaintenanceHealth; percent?: number | null; className?: string }) {
  return (
    <Badge variant={HEALTH_VARIANT[health]} className={className} data-testid="maintenance-health">
      {health}
      {percent != null && <span className="font-normal opacity-80">· {percent.toFixed(percent >= 100 ? 0 : 1)}%</span>}
    </Badge>
  );
}

export function ownershipLabel(ownership: MoldOwnership): string {
  return OWNERSHIP_LABELS[ownership];
}

/** A thin bar of shots since maintenance against the interval, coloured by health. */
export function IntervalBar({ percent, health, className }: { percent: number | null; health: MaintenanceHealth; className?: string }) {
  if (percent === null) return null;
  const color = health === 'Overdue' ? 'bg-red-500' : health === 'Due Soon' ? 'bg-amber-500' : 'bg-green-600';
  return (
    <div
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-muted', className)}
      role="meter"
      aria-label="Share of the maintenance interval used"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.min(100, percent)}
    >
      <div className={cn('h-full rounded-full', color)} style={{ width: `${Math.min(100, percent)}%` }} />
    </div>
  );
}
