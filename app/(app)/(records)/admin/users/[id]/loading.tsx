import { RecordLoading } from '@/components/layout/record-states';

export default function UserLoading() {
  return <RecordLoading label="Loading user..." back={{ href: '/admin/users', label: 'Back to Users' }} />;
}
