import { Badge } from '@/components/ui/badge';
import { PARTY_STATUS_LABELS, type PartyStatus } from '@/lib/customers/constants';

/** Green only for active (spec 02 §2); inactive grey, suspended red. */
export function CustomerStatusBadge({ status }: { status: PartyStatus }) {
  const variant = status === 'active' ? 'success' : status === 'suspended' ? 'danger' : 'secondary';
  return (
    <Badge variant={variant} data-status={status}>
      {PARTY_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
