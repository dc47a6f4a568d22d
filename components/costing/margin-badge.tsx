import { Badge } from '@/components/ui/badge';
import { HEALTHY_MARGIN_PERCENT } from '@/lib/costing/constants';
import { formatPercent } from '@/lib/utils';

/** Margin % styled healthy at 20% or more (spec 02 §9), amber below, red below zero; "No price" without one. */
export function MarginBadge({ margin }: { margin: number | null }) {
  if (margin === null)
    return (
      <Badge variant="secondary" data-healthy="false">
        No price
      </Badge>
    );
  const healthy = margin >= HEALTHY_MARGIN_PERCENT;
  return (
    <Badge variant={healthy ? 'success' : margin < 0 ? 'danger' : 'warning'} data-healthy={healthy ? 'true' : 'false'} title={healthy ? 'Healthy margin' : `Below the ${HEALTHY_MARGIN_PERCENT}% target`}>
      {formatPercent(margin, 1)}
    </Badge>
  );
}
