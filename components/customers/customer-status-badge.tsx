import { Badge } from '@/components/ui/badge';
import { CUSTOMER_STATUS_LABELS, type CustomerStatus } from '@/lib/customers/form';

/** Green only for active (spec 02 §2); inactive grey, suspended red. */
export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  const variant = status === 'active' ? 'success' : status === 'suspended' ? 'danger' : 'secondary';
  return (
    <Badge variant={variant} data-status={status}>
      {CUSTOMER_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
