import { RecordLoading } from '@/components/layout/record-states';

export default function StockLotLoading() {
  return <RecordLoading label="Loading lot label..." back={{ href: '/inventory', label: 'Back to Inventory' }} />;
}
