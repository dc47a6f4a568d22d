import type { Metadata } from 'next';
import { ProductDetail } from '@/components/products/product-detail';
import { todayInPlant } from '@/lib/dates';
import type { RecordParams } from '@/lib/pages/detail';
import { productRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const { product } = await productRecord.load(params);
  return { title: `${product.product_code} · ${product.product_name}` };
}

const TABS = ['overview', 'inventory', 'pricing', 'production'] as const;
type Tab = (typeof TABS)[number];

type Props = RecordParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /products/{id}: the product, its stock by location (FIFO), its cost sheet and derived figures, under loading.tsx. `?tab=` opens a tab. */
export default async function ProductPage({ params, searchParams }: Props) {
  const { product, inventory, costing } = await productRecord.load(params);
  const tab = (await searchParams).tab;
  const initialTab: Tab = TABS.includes(tab as Tab) ? (tab as Tab) : 'overview';
  return <ProductDetail product={product} inventory={inventory} costing={costing} today={todayInPlant()} initialTab={initialTab} />;
}
