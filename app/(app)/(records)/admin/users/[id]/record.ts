import { getUser, userExists } from '@/lib/auth/users';
import { recordRoute } from '@/lib/pages/detail';

/** /admin/users/{id}: the existence check of layout.tsx and the full read of page.tsx (lib/pages/detail.ts), through the users service. */
export const userRecord = recordRoute({ entity: 'User', exists: userExists, load: getUser });
