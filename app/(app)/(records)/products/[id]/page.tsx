import type { Metadata } from 'next';
import { ProductDetail } from '@/components/products/product-detail';
import { todayInPlant } from '@/lib/dates';
import { pageLocation } from '@/lib/list/sort';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { costSheetVersions } from '@/lib/costing/list-state';
import { movementHistory } from '@/lib/inventory/list-state';
import { productRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const { product } = await productRecord.load(params);
  return { title: `${product.product_code} · ${product.product_name}` };
}

const TABS = ['overview', 'inventory', 'pricing', 'production'] as const;
type Tab = (typeof TABS)[number];

/**
 * /products/{id}: the product, its stock by location (FIFO), its cost sheet and derived figures, under loading.tsx.
 * `?tab=` opens a tab; a link to a page or order of the stock movements (`?movements_page=2`, `?movements_sort=…`) opens
 * Inventory, one of the cost sheet versions (`?versions_page=2`) Pricing & Costing.
 */
export default async function ProductPage({ params, searchParams }: RecordPageProps) {
  const { product, inventory, movements, costing, onOrder } = await productRecord.load(params);
  const query = await searchParams;
  const linksTo = (keys: Record<string, string>) => Object.values(keys).some((key) => query[key] !== undefined);
  const initialTab: Tab = TABS.includes(query.tab as Tab) ? (query.tab as Tab) : linksTo(movementHistory.keys) ? 'inventory' : linksTo(costSheetVersions.keys) ? 'pricing' : 'overview';
  return (
    <ProductDetail
      product={product}
      inventory={inventory}
      movements={movements}
      costing={costing}
      onOrder={onOrder}
      today={todayInPlant()}
      initialTab={initialTab}
      location={pageLocation(`/products/${product.id}`, query)}
    />
  );
}
