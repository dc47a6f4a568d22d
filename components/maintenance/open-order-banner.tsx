import { Wrench } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { MAINTENANCE_TYPE_LABELS, MWO_STATUS_LABELS } from '@/lib/maintenance/constants';
import type { MaintenanceWorkOrderDto } from '@/lib/maintenance/dto';
import { formatDate } from '@/lib/utils';

/** A mold's (or press's) open maintenance work order, on its page (CONTRACT §12). */
export function OpenMaintenanceBanner({ order }: { order: MaintenanceWorkOrderDto }) {
  const href = `/maintenance?asset_type=${order.asset_type}&asset_id=${order.asset_id}`;
  return (
    <Alert data-testid="open-maintenance" className={order.overdue ? 'border-red-200 bg-red-50' : 'border-amber-200 bg-amber-50'}>
      <Wrench aria-hidden />
      <AlertTitle>
        Maintenance work order <span className="font-mono">{order.maintenance_number}</span> · {MWO_STATUS_LABELS[order.status]}
      </AlertTitle>
      <AlertDescription>
        <span>
          {MAINTENANCE_TYPE_LABELS[order.type]}, due {formatDate(order.due_date)}
          {order.overdue ? ' (overdue)' : ''}
          {order.status === 'in_progress' ? ' — out of production until it is completed.' : '.'}{' '}
          <Link href={href} className="font-medium text-primary underline">
            Open in Maintenance
          </Link>
        </span>
      </AlertDescription>
    </Alert>
  );
}
