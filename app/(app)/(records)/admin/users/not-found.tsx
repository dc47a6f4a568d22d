import { RecordNotFound } from '@/components/layout/record-states';

export default function UserNotFound() {
  return <RecordNotFound title="User not found" text="There is no user at this address." back={{ href: '/admin/users', label: 'Back to Users' }} />;
}
