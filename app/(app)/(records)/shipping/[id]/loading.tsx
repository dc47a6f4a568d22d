import { RecordLoading } from '@/components/layout/record-states';

export default function ShipmentLoading() {
  return <RecordLoading label="Loading packing slip..." back={{ href: '/shipping', label: 'Back to Shipping' }} />;
}
