/**
 * What the API and the pages see: snake_case, every spec field present (null where empty), numbers as numbers,
 * dates YYYY-MM-DD, timestamps ISO. Types are client-safe; the mappers take database rows.
 */
import { z } from 'zod';
import type { CorrectiveAction, Supplier } from '@/db/schema';
import { daysBetween, isoDate, isoTimestamp } from '@/lib/dates';
import { toNumber } from '@/lib/numbers';
import { partyDtoFields, toPartyDto } from '@/lib/parties/dto';
import { out, timestamps } from '@/lib/validation/output';
import {
  CA_CATEGORIES,
  CA_SEVERITIES,
  CA_STATUSES,
  QUALITY_RATINGS,
  RATING_CATEGORIES,
  SCORECARD_CATEGORY_CODES,
  SUPPLIER_STATUSES,
  TREND_DIRECTIONS,
} from './constants';

// The schemas below are the DTOs (their types are inferred): the OpenAPI document and the response tests read them.
const score = (what: string) => out.number(`${what}, 0–100 (null: no data).`).nullable();
const rating = out.enum(RATING_CATEGORIES, 'From the overall score: ≥ 90 preferred, ≥ 80 approved, ≥ 70 conditional, else at_risk.').nullable();

export const scorecardSummaryDto = z.object({
  overall_score: score('The current overall score'),
  rating_category: rating,
  last_review_date: out.date().nullable(),
});
export type ScorecardSummary = z.infer<typeof scorecardSummaryDto>;

export const supplierDto = z.object({
  id: out.id(),
  supplier_code: out.text(),
  ...partyDtoFields,
  payment_terms: out.text(),
  lead_time_days: out.count('Days from order to delivery.').nullable(),
  minimum_order_value: out.number('In `currency`.').nullable(),
  credit_limit: out.number('In `currency`.'),
  currency: out.text('ISO 4217 code, default USD.'),
  quality_rating: out.enum(QUALITY_RATINGS, 'From the quality score: A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, else F.').nullable(),
  status: out.enum(SUPPLIER_STATUSES),
  notes: out.text().nullable(),
  version: out.version(),
  ...timestamps,
  scorecard: scorecardSummaryDto.meta({ description: 'The current scorecard’s summary (nulls when the supplier has no score).' }),
  open_corrective_actions: out.count('Corrective actions that are open or in progress.'),
});
export type SupplierDto = z.infer<typeof supplierDto>;

/** A row of GET /api/suppliers/search (the supplier picker): what a buyer picks a supplier by. */
export const supplierSearchResultDto = z.object({
  id: out.id(),
  supplier_code: out.text(),
  company_name: out.text(),
  status: out.enum(SUPPLIER_STATUSES),
  city: out.text().nullable(),
  email: out.text().nullable(),
  lead_time_days: out.count('Days from order to delivery.').nullable(),
  rating_category: rating,
});
export type SupplierSearchResult = z.infer<typeof supplierSearchResultDto>;

/** A supplier row as the service reads it: every column but the generated search text. */
export type SupplierRow = Omit<Supplier, 'searchText'>;
export type SupplierSummaryRow = {
  overallScore: number | string | null;
  ratingCategory: (typeof RATING_CATEGORIES)[number] | null;
  lastReviewDate: string | Date | null;
  openCorrectiveActions: number | string | null;
};

export function toSupplierDto(row: SupplierRow & Partial<SupplierSummaryRow>): SupplierDto {
  return {
    id: row.id,
    supplier_code: row.supplierCode,
    ...toPartyDto(row),
    payment_terms: row.paymentTerms,
    lead_time_days: row.leadTimeDays,
    minimum_order_value: toNumber(row.minimumOrderValue),
    credit_limit: row.creditLimit,
    currency: row.currency,
    quality_rating: row.qualityRating,
    status: row.status,
    notes: row.notes,
    version: row.version,
    created_at: isoTimestamp(row.createdAt)!,
    updated_at: isoTimestamp(row.updatedAt)!,
    scorecard: {
      overall_score: toNumber(row.overallScore),
      rating_category: row.ratingCategory ?? null,
      last_review_date: isoDate(row.lastReviewDate),
    },
    open_corrective_actions: Number(row.openCorrectiveActions ?? 0),
  };
}

export const categoryDto = z.object({
  id: out.id(),
  category_name: out.text(),
  category_code: out.enum(SCORECARD_CATEGORY_CODES),
  weight_percentage: out.number('%, the category’s weight in the overall score (the weights sum to 100).'),
});
export type CategoryDto = z.infer<typeof categoryDto>;

export const categoryScoreDto = z.object({
  category_code: out.enum(SCORECARD_CATEGORY_CODES),
  category_name: out.text(),
  weight_percentage: out.number('%.'),
  score: score('The category’s score'),
});
export type CategoryScoreDto = z.infer<typeof categoryScoreDto>;

/** GET /api/suppliers/{id}/scorecard (CONTRACT §6). */
export const scorecardDto = z.object({
  supplier_id: out.id(),
  review_period: out.date('The latest month with data (YYYY-MM-01); null without data.').nullable(),
  overall_score: score('Weighted over the categories with data'),
  rating_category: rating,
  quality_score: score('Quality'),
  delivery_score: score('Delivery'),
  communication_score: score('Communication'),
  cost_score: score('Cost'),
  improvement_score: score('Improvement'),
  trend_direction: out.enum(TREND_DIRECTIONS, 'Against the previous period’s overall score.').nullable(),
  previous_overall_score: score('The previous period’s overall score'),
  last_review_date: out.date().nullable(),
  next_review_date: out.date().nullable(),
  category_scores: z.array(categoryScoreDto),
  open_corrective_actions: out.count(),
});
export type ScorecardDto = z.infer<typeof scorecardDto>;

/** One month of GET /api/suppliers/{id}/scorecard/history (also a chart data row: review_period + average_score). */
export const historyRowDto = z.object({
  review_period: out.date('The month (YYYY-MM-01).'),
  average_score: score('The month’s overall score'),
  quality_score: score('Quality'),
  delivery_score: score('Delivery'),
  communication_score: score('Communication'),
  cost_score: score('Cost'),
  improvement_score: score('Improvement'),
  rating_category: rating,
});
export type HistoryRowDto = z.infer<typeof historyRowDto>;

export const correctiveActionDto = z.object({
  id: out.id(),
  supplier_id: out.id(),
  action_number: out.text('CA-YYYY-NNNN.'),
  issue_description: out.text(),
  severity: out.enum(CA_SEVERITIES),
  category: out.enum(CA_CATEGORIES),
  status: out.enum(CA_STATUSES),
  date_opened: out.date(),
  due_date: out.date(),
  date_closed: out.date().nullable(),
  resolution_notes: out.text().nullable(),
  assigned_user_id: out.id().nullable(),
  assigned_user: z.object({ id: out.id(), name: out.text() }).nullable(),
  supplier: z.object({ id: out.id(), supplier_code: out.text(), company_name: out.text() }),
  is_overdue: out.bool('Open or in progress and due before today (the plant’s day).'),
  days_overdue: out.count('Days past the due date (0 when not overdue).'),
  version: out.version(),
  ...timestamps,
});
export type CorrectiveActionDto = z.infer<typeof correctiveActionDto>;

export type CorrectiveActionRow = CorrectiveAction & {
  assignedUserName: string | null;
  supplierCode: string;
  supplierName: string;
};

export function toCorrectiveActionDto(row: CorrectiveActionRow, today: string): CorrectiveActionDto {
  const due = isoDate(row.dueDate)!;
  const open = row.status === 'open' || row.status === 'in_progress';
  const daysOverdue = open && due < today ? daysBetween(due, today) : 0;
  return {
    id: row.id,
    supplier_id: row.supplierId,
    action_number: row.actionNumber,
    issue_description: row.issueDescription,
    severity: row.severity,
    category: row.category,
    status: row.status,
    date_opened: isoDate(row.dateOpened)!,
    due_date: due,
    date_closed: isoDate(row.dateClosed),
    resolution_notes: row.resolutionNotes,
    assigned_user_id: row.assignedUserId,
    assigned_user: row.assignedUserId != null && row.assignedUserName != null ? { id: row.assignedUserId, name: row.assignedUserName } : null,
    supplier: { id: row.supplierId, supplier_code: row.supplierCode, company_name: row.supplierName },
    is_overdue: daysOverdue > 0,
    days_overdue: daysOverdue,
    version: row.version,
    created_at: isoTimestamp(row.createdAt)!,
    updated_at: isoTimestamp(row.updatedAt)!,
  };
}

/** GET /api/scorecard/dashboard (spec §3 "Dashboard payload", CONTRACT §8). */
export const dashboardSupplierDto = z.object({
  id: out.id(),
  supplier_code: out.text(),
  company_name: out.text(),
  scorecard: z.object({
    overall_score: score('Overall'),
    rating_category: rating,
    last_review_date: out.date().nullable(),
    next_review_date: out.date().nullable(),
    from_receipts: out.bool('The latest month’s scores include metrics computed from goods receipts (`source: receipts`, CONTRACT §11).'),
  }),
});
export type DashboardSupplierDto = z.infer<typeof dashboardSupplierDto>;

export const scorecardDashboardDto = z.object({
  summary: z.object({
    average_score: score('Average overall score of the scored suppliers'),
    total_suppliers: out.count(),
    total_scorecards: out.count('Suppliers with a current score.'),
    needs_review_count: out.count('Suppliers whose next review date has passed.'),
    overdue_actions_count: out.count(),
    critical_actions_count: out.count('Open or in-progress actions of severity critical.'),
  }),
  distribution: z.array(z.object({ rating_category: out.enum(RATING_CATEGORIES), count: out.count() })),
  top_suppliers: z.array(dashboardSupplierDto),
  bottom_suppliers: z.array(dashboardSupplierDto),
  needs_review: z.array(dashboardSupplierDto),
  overdue_actions: z.array(correctiveActionDto),
  critical_actions: z.array(correctiveActionDto),
});
export type DashboardDto = z.infer<typeof scorecardDashboardDto>;
