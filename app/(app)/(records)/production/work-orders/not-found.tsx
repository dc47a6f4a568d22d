import { RecordNotFound } from '@/components/layout/record-states';

export default function WorkOrderNotFound() {
  return <RecordNotFound title="Work order not found" text="There is no work order at this address." back={{ href: '/production', label: 'Back to Production' }} />;
}
