/**
 * Test data of the suppliers domain: suppliers, metrics, corrective actions, and callers of each role. Every
 * code is unique (uid), so the files also run side by side on one PostgreSQL database.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { correctiveActions, scorecardCategories } from '@/db/schema';
import { issueApiToken } from '@/lib/auth/service';
import type { Role } from '@/lib/auth/roles';
import { todayInPlant } from '@/lib/dates';
import type { ServiceContext } from '@/lib/service-context';
import { METRIC_TEMPLATE_BY_TYPE, type MetricType, type ScorecardCategoryCode } from '@/lib/suppliers/constants';
import { createCorrectiveAction } from '@/lib/suppliers/corrective-actions';
import type { CorrectiveActionDto, SupplierDto } from '@/lib/suppliers/dto';
import { recordMetrics } from '@/lib/suppliers/scorecard';
import { createSupplier } from '@/lib/suppliers/service';
import { createTestUser, uid } from '../helpers';

/** A caller of `role`: its bearer token and the service context. */
export async function callerWithRole(role: Role): Promise<{ token: string; ctx: ServiceContext; userId: number }> {
  const user = await createTestUser({ role });
  return { token: await issueApiToken(getDb(), user), ctx: { db: getDb(), user }, userId: user.id };
}

/** A valid POST /api/suppliers body with a unique code. */
export function supplierBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const tag = uid();
  return { supplier_code: `SUP-${tag}`, company_name: `Midwest Resin Supply ${tag}`, ...overrides };
}

export async function makeSupplier(ctx: ServiceContext, overrides: Record<string, unknown> = {}): Promise<SupplierDto> {
  return createSupplier(ctx, supplierBody(overrides));
}

let categoryIds: Record<ScorecardCategoryCode, number> | undefined;

/** The seeded categories' ids by code. */
export async function categoryId(code: ScorecardCategoryCode): Promise<number> {
  if (!categoryIds) {
    const rows = await getDb().select().from(scorecardCategories);
    categoryIds = Object.fromEntries(rows.map((r) => [r.categoryCode, r.id])) as Record<ScorecardCategoryCode, number>;
  }
  return categoryIds[code];
}

/** The first day of the month `back` months before the plant's current month. */
export function monthsAgo(back: number): string {
  const [y, m] = todayInPlant().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 10);
}

export type MetricValues = Partial<Record<MetricType, number | { actual: number; target: number | null }>>;

/** A metrics body for one period: `{ on_time_delivery: 95, defect_rate_ppm: { actual: 80, target: 40 } }`. */
export async function metricsBody(values: MetricValues, period = monthsAgo(0)): Promise<{ metrics: Record<string, unknown>[] }> {
  const metrics = [];
  for (const [type, value] of Object.entries(values) as [MetricType, MetricValues[MetricType]][]) {
    const template = METRIC_TEMPLATE_BY_TYPE[type];
    const v = typeof value === 'number' ? { actual: value, target: template.defaultTarget } : value!;
    metrics.push({
      scorecard_category_id: await categoryId(template.category),
      metric_name: template.name,
      metric_type: type,
      target_value: v.target,
      actual_value: v.actual,
      unit_of_measure: template.unit,
      review_period: period,
    });
  }
  return { metrics };
}

export async function recordValues(ctx: ServiceContext, supplierId: number, values: MetricValues, period?: string) {
  return recordMetrics(ctx, supplierId, await metricsBody(values, period));
}

export function actionBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { issue_description: `Short shots on lot ${uid()}`, severity: 'major', category: 'quality', due_date: todayInPlant(), ...overrides };
}

export async function makeAction(ctx: ServiceContext, supplierId: number, overrides: Record<string, unknown> = {}): Promise<CorrectiveActionDto> {
  return createCorrectiveAction(ctx, supplierId, actionBody(overrides));
}

/** Time passes: the action was due on `dueDate` (the API refuses a past due date on create). */
export async function backdateAction(actionId: number, dueDate: string): Promise<void> {
  await getDb().update(correctiveActions).set({ dueDate, dateOpened: dueDate }).where(eq(correctiveActions.id, actionId));
}
