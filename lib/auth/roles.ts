/** Role names (CONTRACT §9), client-safe; the `user_role` pgEnum is built from this array. */
/** `Maintenance`: mold and press technicians (CONTRACT §9, §12). */
export const ROLES = ['Admin', 'Manager', 'Purchasing', 'Quality', 'Production', 'Planning', 'Sales', 'Maintenance', 'Viewer'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A user account is active (may sign in) or inactive: the user list's status filter. */
export const USER_STATUS_FILTERS = ['active', 'inactive'] as const;
