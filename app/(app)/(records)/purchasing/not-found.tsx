import { RecordNotFound } from '@/components/layout/record-states';

export default function PurchaseOrderNotFound() {
  return <RecordNotFound title="Purchase order not found" text="There is no purchase order at this address. It may have been mistyped." back={{ href: '/purchasing', label: 'Back to Purchasing' }} />;
}
