import { RecordLoading } from '@/components/layout/record-states';

export default function SalesOrderLoading() {
  return <RecordLoading label="Loading sales order..." back={{ href: '/sales', label: 'Back to Sales' }} />;
}
