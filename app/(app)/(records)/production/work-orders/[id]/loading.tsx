import { RecordLoading } from '@/components/layout/record-states';

export default function WorkOrderLoading() {
  return <RecordLoading label="Loading work order..." back={{ href: '/production', label: 'Back to Production' }} />;
}
