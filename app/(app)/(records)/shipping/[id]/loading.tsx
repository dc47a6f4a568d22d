import { RecordLoading } from '@/components/layout/record-states';

export default function ShipmentLoading() {
  return <RecordLoading label="Loading shipment..." back={{ href: '/shipping', label: 'Back to Shipping' }} />;
}
