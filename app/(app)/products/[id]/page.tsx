import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductDetail } from '@/components/products/product-detail';
import { requireContext } from '@/lib/auth/session';
import { NotFoundError } from '@/lib/errors';
import { todayIso } from '@/lib/inventory/age';
import { inventoryByProduct } from '@/lib/inventory/service';
import { getProduct, type ProductDto } from '@/lib/products/service';
import { parseId } from '@/lib/api/handler';
import type { ServiceContext } from '@/lib/service-context';

type Props = { params: Promise<{ id: string }> };

async function load(ctx: ServiceContext, rawId: string): Promise<ProductDto> {
  try {
    return await getProduct(ctx, parseId(rawId, 'Product'));
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: /^\d{1,9}$/.test(id) ? `Product ${id}` : 'Product' };
}

/** /products/{id}: the product, its stock by location (FIFO) and derived figures, read through the services. */
export default async function ProductPage({ params }: Props) {
  const ctx = await requireContext();
  const { id } = await params;
  const product = await load(ctx, id);
  const inventory = await inventoryByProduct(ctx, product.id);
  return <ProductDetail product={product} inventory={inventory} today={todayIso()} />;
}
