/** URL state of the admin lists, shared by the server pages and their toolbars (client-safe). */
import { defineSorts } from '@/lib/list/sort';
import { sortParsers } from '@/lib/list/legacy-url-state';
import { defineListState, parseAsInteger, parseAsString, parseAsStringLiteral } from '@/lib/list/legacy-url-state';
import { ROLES } from './roles';

export const USER_STATUS_FILTERS = ['active', 'inactive'] as const;

/** The user list's orders: name A→Z by default; the latest sign-in and the newest account first. */
export const USER_SORT = defineSorts({ name: 'asc', email: 'asc', role: 'asc', status: 'asc', last_sign_in: 'desc', created_at: 'desc' }, 'name');

/** The audit log's orders: newest first by default; action and entity A→Z (then in the order written). */
export const AUDIT_SORT = defineSorts({ at: 'desc', action: 'asc', entity: 'asc' }, 'at');

export const userList = defineListState(
  '/admin/users',
  { q: parseAsString.withDefault(''), role: parseAsStringLiteral(ROLES), status: parseAsStringLiteral(USER_STATUS_FILTERS), ...sortParsers(USER_SORT) },
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
    ...sortParsers(AUDIT_SORT),
  },
  { perPage: 25 },
);
