import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { PRODUCT_TYPE_LABELS, type ProductType } from '@/lib/products/constants';

const VARIANT: Record<ProductType, BadgeVariant> = {
  finished_good: 'success',
  semi_finished: 'warning',
  component: 'secondary',
  raw_material: 'info',
  packaging: 'outline',
  consumable: 'secondary',
};

export function ProductTypeBadge({ type, className }: { type: ProductType; className?: string }) {
  return (
    <Badge variant={VARIANT[type]} className={className}>
      {PRODUCT_TYPE_LABELS[type]}
    </Badge>
  );
}
