import { RecordLoading } from '@/components/layout/record-states';

export default function PurchaseOrderLoading() {
  return <RecordLoading label="Loading purchase order..." back={{ href: '/purchasing', label: 'Back to Purchasing' }} />;
}
