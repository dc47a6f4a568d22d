import { RecordNotFound } from '@/components/layout/record-states';

export default function ProductNotFound() {
  return (
    <RecordNotFound
      title="Product not found"
      text="There is no product at this address. It may have been removed, or the link is wrong."
      back={{ href: '/products', label: 'Back to Products' }}
    />
  );
}
