import type { Metadata } from 'next';
import { ProductDetail } from '@/components/products/product-detail';
import { todayInPlant } from '@/lib/dates';
import type { RecordParams } from '@/lib/pages/detail';
import { productRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const { product } = await productRecord.load(params);
  return { title: `${product.product_code} · ${product.product_name}` };
}

/** /products/{id}: the product, its stock by location (FIFO) and derived figures, under loading.tsx. */
export default async function ProductPage({ params }: RecordParams) {
  const { product, inventory } = await productRecord.load(params);
  return <ProductDetail product={product} inventory={inventory} today={todayInPlant()} />;
}
