import { RecordNotFound } from '@/components/layout/record-states';

export default function ShipmentNotFound() {
  return <RecordNotFound title="Shipment not found" text="There is no shipment at this address." back={{ href: '/shipping', label: 'Back to Shipping' }} />;
}
