import { RecordNotFound } from '@/components/layout/record-states';

export default function StockLotNotFound() {
  return <RecordNotFound title="Lot not found" text="There is no stock lot at this address." back={{ href: '/inventory', label: 'Back to Inventory' }} />;
}
