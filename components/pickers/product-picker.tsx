'use client';

import { SearchPicker, type SearchPickerProps } from '@/components/search-picker';
import { Badge } from '@/components/ui/badge';
import { PRODUCT_TYPE_LABELS, type ProductType } from '@/lib/products/constants';
import { formatNumber } from '@/lib/utils';

/**
 * A product as the picker shows it: what the search answers (GET /api/inventory/items/search: code, name, type,
 * unit, on hand), or what a form already knows of a picked product (a loaded BOM line's component: code and name).
 */
export type ProductOption = {
  id: number;
  product_code: string;
  product_name: string;
  product_type?: string;
  unit?: string;
  quantity_on_hand?: number;
};

type ProductPickerProps<T extends ProductOption> = Omit<SearchPickerProps<T>, 'endpoint' | 'getOptionLabel' | 'renderOption' | 'placeholder'> & {
  placeholder?: string;
  renderOption?: SearchPickerProps<T>['renderOption'];
};

/** What the input shows once a product is picked (the BOM editor's e2e reads it). */
export function productOptionLabel(p: ProductOption): string {
  return `${p.product_code} — ${p.product_name}`;
}

/**
 * The product search of every form (a BOM line's component, the Quick Work Order's product): active products whose
 * code, name or description contains what is typed (≥ 2 characters), exact code first; each option shows its type
 * and stock on hand.
 */
export function ProductPicker<T extends ProductOption = ProductOption>({ placeholder = 'Search part number, name or description...', renderOption = productOption, ...props }: ProductPickerProps<T>) {
  return <SearchPicker<T> endpoint="/api/inventory/items/search" getOptionLabel={productOptionLabel} renderOption={renderOption} placeholder={placeholder} {...props} />;
}

function productOption(product: ProductOption) {
  const type = product.product_type as ProductType | undefined;
  return (
    <span className="flex items-center justify-between gap-3">
      <span className="min-w-0 truncate">
        <span className="font-mono text-xs font-semibold">{product.product_code}</span>
        <span className="ml-2">{product.product_name}</span>
      </span>
      <span className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
        {type && PRODUCT_TYPE_LABELS[type] && <Badge variant="outline">{PRODUCT_TYPE_LABELS[type]}</Badge>}
        {product.quantity_on_hand !== undefined && (
          <span>
            {formatNumber(product.quantity_on_hand)} {product.unit ?? ''} on hand
          </span>
        )}
      </span>
    </span>
  );
}
