import { Badge } from '@/components/ui/badge';

/** A user's status: Active or Inactive (the users list and a user's page). */
export function UserStatusBadge({ active }: { active: boolean }) {
  return active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>;
}
