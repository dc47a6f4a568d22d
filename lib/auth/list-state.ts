/**
 * The admin lists' queries, once each: the API route parses it (`apiHandler({ query, permission })`), the admin
 * screen's URL is read with it (`userList.load`, `auditList.load`), the OpenAPI document describes it and the service
 * takes its output (`listUsers(ctx, query)`, `listAudit(ctx, query)`).
 */
import { z } from 'zod';
import { cursorParam, dateParam, enumParam, idParam, pageParams, searchParam, sortParams, textParam } from '@/lib/list/query';
import { defineSorts } from '@/lib/list/sort';
import { defineListState } from '@/lib/list/url-state';
import { ROLES, USER_STATUS_FILTERS } from './roles';

/** Users per page: on /admin/users and the API's default (`per_page`). */
export const USERS_PER_PAGE = 20;
/** Audit entries per page: on /admin/audit and the API's default (`per_page`). */
export const AUDIT_PER_PAGE = 25;

/** The user list's orders: name A→Z by default; the latest sign-in and the newest account first. */
export const USER_SORT = defineSorts({ name: 'asc', email: 'asc', role: 'asc', status: 'asc', last_sign_in: 'desc', created_at: 'desc' }, 'name');

/** The audit log's orders: newest first by default; action and entity A→Z (then in the order written). */
export const AUDIT_SORT = defineSorts({ at: 'desc', action: 'asc', entity: 'asc' }, 'at');

/** GET /api/users and /export, /admin/users (?q=&role=&status=&sort=&page=). Always paged. */
export const userListQuerySchema = z.object({
  q: searchParam('Name or email (case-insensitive contains; `%` and `_` match literally).'),
  role: enumParam(ROLES, 'role'),
  status: enumParam(USER_STATUS_FILTERS, 'status'),
  ...sortParams(USER_SORT),
  ...pageParams({ perPage: USERS_PER_PAGE }),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const userList = defineListState('/admin/users', userListQuerySchema, { searchKey: 'q' });
export type UserListState = ReturnType<typeof userList.load>;

/**
 * GET /api/audit and /export, /admin/audit (?user_id=&entity=&action=&from=&to=&sort=&page=). `from` and `to` are
 * plant days, both included; a `to` before `from` is a 422 on `to`. Always paged.
 */
export const auditListQuerySchema = z.object({
  user_id: idParam('user', 'Entries of this user.'),
  entity: textParam('entity', 100, 'What was acted on (user, mold, work_order, permission, …), exactly.'),
  action: textParam('action', 100, 'What was done (create, update, sign_in, forbidden, …), exactly.'),
  from: dateParam('from date', 'From this plant day (included).'),
  to: dateParam('to date', 'To this plant day (included).'),
  ...sortParams(AUDIT_SORT),
  ...pageParams({ perPage: AUDIT_PER_PAGE }),
  cursor: cursorParam(),
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export const auditList = defineListState('/admin/audit', auditListQuerySchema);
export type AuditListState = ReturnType<typeof auditList.load>;
