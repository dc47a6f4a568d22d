import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { SALES_ORDER_STATUS_LABELS, type SalesOrderStatus } from '@/lib/sales/constants';

const STATUS_VARIANT: Record<SalesOrderStatus, BadgeVariant> = {
  draft: 'secondary',
  confirmed: 'info',
  partially_shipped: 'warning',
  shipped: 'success',
  closed: 'outline',
  cancelled: 'danger',
};

export function SalesOrderStatusBadge({ status }: { status: SalesOrderStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="so-status">
      {SALES_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
