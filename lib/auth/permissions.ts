/**
 * Who may write what (CONTRACT §9): one deny-by-default table, checked in the service layer from `ctx.user`
 * (browser sessions and bearer tokens alike), and read by screens to hide or disable what a role may not do.
 * Client-safe. Admin and Manager may do everything but user administration (Admin only) — Manager also
 * holds costing. A missing or unknown role may do nothing.
 */
import { ForbiddenError, UnauthenticatedError } from '@/lib/errors';
import { isRole, type Role } from './roles';

export const PERMISSIONS = {
  'users.manage': { roles: ['Admin'], refusal: 'manage users' },
  'audit.read': { roles: ['Admin'], refusal: 'read the audit log' },
  'customers.write': { roles: ['Admin', 'Manager', 'Sales'], refusal: 'change customers' },
  'sales.write': { roles: ['Admin', 'Manager', 'Sales'], refusal: 'change sales orders' },
  'shipments.write': { roles: ['Admin', 'Manager', 'Sales', 'Production'], refusal: 'ship orders' },
  'purchase_orders.write': { roles: ['Admin', 'Manager', 'Purchasing'], refusal: 'change purchase orders' },
  'goods_receipts.write': { roles: ['Admin', 'Manager', 'Purchasing', 'Production'], refusal: 'receive goods' },
  'maintenance.write': { roles: ['Admin', 'Manager', 'Maintenance', 'Production'], refusal: 'change maintenance work orders' },
  'downtime.write': { roles: ['Admin', 'Manager', 'Maintenance', 'Production'], refusal: 'record downtime' },
  /** Running the maintenance sweep by hand (the server runs it daily): Admin only — a Manager gets 403 too. */
  'maintenance.sweep': { roles: ['Admin'], refusal: 'run the maintenance sweep' },
  /** Overriding a block with a reason (an at-risk supplier, an overdue mold, a credit limit), audited. */
  'overrides.approve': { roles: ['Admin', 'Manager'], refusal: 'override this block' },
  'suppliers.write': { roles: ['Admin', 'Manager', 'Purchasing'], refusal: 'change suppliers' },
  'scorecards.write': { roles: ['Admin', 'Manager', 'Purchasing', 'Quality'], refusal: 'record scorecard metrics' },
  'corrective_actions.write': { roles: ['Admin', 'Manager', 'Purchasing', 'Quality'], refusal: 'change corrective actions' },
  'molds.write': { roles: ['Admin', 'Manager', 'Planning', 'Production'], refusal: 'change molds' },
  'mold_maintenance.write': { roles: ['Admin', 'Manager', 'Production', 'Quality', 'Maintenance'], refusal: 'log mold maintenance' },
  'mold_usage.write': { roles: ['Admin', 'Manager', 'Production'], refusal: 'record mold usage' },
  'production_reports.write': { roles: ['Admin', 'Manager', 'Production'], refusal: 'report production' },
  'work_orders.status': { roles: ['Admin', 'Manager', 'Production'], refusal: 'change the status of work orders' },
  'machines.write': { roles: ['Admin', 'Manager', 'Production'], refusal: 'change machines' },
  'products.write': { roles: ['Admin', 'Manager', 'Planning'], refusal: 'change products' },
  'boms.write': { roles: ['Admin', 'Manager', 'Planning'], refusal: 'change bills of materials' },
  'work_orders.write': { roles: ['Admin', 'Manager', 'Planning'], refusal: 'plan work orders' },
  'inventory.write': { roles: ['Admin', 'Manager', 'Production', 'Purchasing', 'Planning'], refusal: 'move stock or change inventory items' },
  'costing.write': { roles: ['Admin', 'Manager'], refusal: 'change costing' },
} as const satisfies Record<string, { roles: readonly Role[]; refusal: string }>;

export type Permission = keyof typeof PERMISSIONS;

/** True when `user` (any object with a role) holds `permission`; false for no user or an unknown role. */
export function can(user: { role?: string | null } | null | undefined, permission: Permission): boolean {
  const role = user?.role;
  if (!isRole(role)) return false;
  return (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

/** The service-layer check: 401 without a user, 403 when the role may not. Call it first in every write. */
export function authorize(ctx: { user: { role?: string | null } | null }, permission: Permission): void {
  if (!ctx.user) throw new UnauthenticatedError();
  if (!can(ctx.user, permission)) throw new ForbiddenError(PERMISSIONS[permission].refusal, permission);
}
