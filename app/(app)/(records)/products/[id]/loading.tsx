import { RecordLoading } from '@/components/layout/record-states';

export default function ProductLoading() {
  return <RecordLoading label="Loading product details..." back={{ href: '/products', label: 'Back to Products' }} />;
}
