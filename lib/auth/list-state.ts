/** URL state of the admin lists, shared by the server pages and their toolbars (client-safe). */
import { defineListState, parseAsInteger, parseAsString, parseAsStringLiteral } from '@/lib/list/url-state';
import { ROLES } from './roles';

export const USER_STATUS_FILTERS = ['active', 'inactive'] as const;

export const userList = defineListState(
  '/admin/users',
  { q: parseAsString.withDefault(''), role: parseAsStringLiteral(ROLES), status: parseAsStringLiteral(USER_STATUS_FILTERS) },
  { perPage: 20, searchKey: 'q' },
);

export const auditList = defineListState(
  '/admin/audit',
  {
    user_id: parseAsInteger,
    entity: parseAsString.withDefault(''),
    action: parseAsString.withDefault(''),
    from: parseAsString.withDefault(''),
    to: parseAsString.withDefault(''),
  },
  { perPage: 25 },
);
