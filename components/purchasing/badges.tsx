import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { PO_STATUS_LABELS, type PoStatus } from '@/lib/purchasing/constants';

const STATUS_VARIANT: Record<PoStatus, BadgeVariant> = {
  draft: 'secondary',
  ordered: 'info',
  partially_received: 'warning',
  received: 'success',
  closed: 'outline',
  cancelled: 'secondary',
};

export function PoStatusBadge({ status }: { status: PoStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="po-status">
      {PO_STATUS_LABELS[status]}
    </Badge>
  );
}
