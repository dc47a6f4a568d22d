import { RecordNotFound } from '@/components/layout/record-states';

export default function SalesOrderNotFound() {
  return <RecordNotFound title="Sales order not found" text="There is no sales order at this address." back={{ href: '/sales', label: 'Back to Sales' }} />;
}
