import { Badge } from '@/components/ui/badge';
import { MACHINE_STATUS_LABELS, type MachineStatus } from '@/lib/machines/constants';
import type { MaintenanceHealth } from '@/lib/molds/health';
import { WORK_ORDER_PRIORITY_LABELS, WORK_ORDER_STATUS_LABELS, type WorkOrderPriority, type WorkOrderStatus } from '@/lib/production/constants';
import { cn } from '@/lib/utils';

type Variant = 'success' | 'warning' | 'danger' | 'info' | 'secondary';

const STATUS_VARIANT: Record<WorkOrderStatus, Variant> = {
  scheduled: 'info',
  in_progress: 'warning',
  completed: 'success',
  delayed: 'danger',
  pending: 'secondary',
  cancelled: 'secondary',
};
const PRIORITY_VARIANT: Record<WorkOrderPriority, Variant> = { high: 'danger', medium: 'warning', low: 'secondary' };
const MACHINE_VARIANT: Record<MachineStatus, Variant> = { running: 'success', idle: 'secondary', maintenance: 'warning', offline: 'secondary', error: 'danger' };
const HEALTH_VARIANT: Record<MaintenanceHealth, Variant> = { Good: 'success', 'Due Soon': 'warning', Overdue: 'danger', 'Not Set': 'secondary' };

export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{WORK_ORDER_STATUS_LABELS[status]}</Badge>;
}

export function PriorityBadge({ priority }: { priority: WorkOrderPriority }) {
  return <Badge variant={PRIORITY_VARIANT[priority]}>{WORK_ORDER_PRIORITY_LABELS[priority]}</Badge>;
}

export function MachineStatusBadge({ status }: { status: MachineStatus }) {
  return <Badge variant={MACHINE_VARIANT[status]}>{MACHINE_STATUS_LABELS[status]}</Badge>;
}

export function HealthBadge({ health }: { health: MaintenanceHealth }) {
  return <Badge variant={HEALTH_VARIANT[health]}>{health}</Badge>;
}

/** completed / planned with a bar (the list's and the jobs' progress column). */
export function ProgressBar({
  completed,
  planned,
  percent,
  label,
  className,
  size = 'default',
}: {
  completed: number;
  planned: number;
  percent: number;
  label: string;
  className?: string;
  /** lg: read from a step away (the press view on a tablet). */
  size?: 'default' | 'lg';
}) {
  return (
    <div className={cn('min-w-36', className)}>
      <div className={cn('flex justify-between tabular-nums', size === 'lg' ? 'text-base font-medium' : 'text-xs')}>
        <span>
          {completed.toLocaleString('en-US')} / {planned.toLocaleString('en-US')}
        </span>
        <span className="text-muted-foreground">{percent}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={cn('mt-1 overflow-hidden rounded-full bg-muted', size === 'lg' ? 'h-4' : 'h-2')}>
        <div className={cn('h-full rounded-full', percent >= 100 ? 'bg-green-600' : 'bg-blue-600')} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
