import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { MWO_PRIORITY_LABELS, MWO_STATUS_LABELS, MWO_TRIGGER_LABELS, type MwoPriority, type MwoStatus, type MwoTrigger } from '@/lib/maintenance/constants';

const STATUS_VARIANT: Record<MwoStatus, BadgeVariant> = { open: 'info', in_progress: 'warning', completed: 'success', cancelled: 'secondary' };
const PRIORITY_VARIANT: Record<MwoPriority, BadgeVariant> = { high: 'danger', medium: 'warning', low: 'secondary' };

export function MwoStatusBadge({ status }: { status: MwoStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="mwo-status">
      {MWO_STATUS_LABELS[status]}
    </Badge>
  );
}

export function MwoPriorityBadge({ priority }: { priority: MwoPriority }) {
  return <Badge variant={PRIORITY_VARIANT[priority]}>{MWO_PRIORITY_LABELS[priority]}</Badge>;
}

export function MwoTriggerBadge({ trigger }: { trigger: MwoTrigger }) {
  return <Badge variant="outline">{MWO_TRIGGER_LABELS[trigger]}</Badge>;
}
