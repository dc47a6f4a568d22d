/**
 * What the API and the pages see: snake_case, every spec field present (null where empty), numbers as numbers,
 * dates YYYY-MM-DD, timestamps ISO. Types are client-safe; the mappers take database rows.
 */
import type { CorrectiveAction, Supplier } from '@/db/schema';
import { daysBetween, isoDate, isoTimestamp } from '@/lib/dates';
import { toNumber } from '@/lib/numbers';
import type {
  CaCategory,
  CaSeverity,
  CaStatus,
  QualityRating,
  RatingCategory,
  ScorecardCategoryCode,
  SupplierStatus,
  TrendDirection,
} from './constants';

export type ScorecardSummary = {
  overall_score: number | null;
  rating_category: RatingCategory | null;
  last_review_date: string | null;
};

export type SupplierDto = {
  id: number;
  supplier_code: string;
  company_name: string;
  dba_name: string | null;
  contact_person: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  billing_address: string | null;
  shipping_address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string;
  tax_id: string | null;
  payment_terms: string;
  lead_time_days: number | null;
  minimum_order_value: number | null;
  credit_limit: number;
  currency: string;
  quality_rating: QualityRating | null;
  status: SupplierStatus;
  notes: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  /** The current scorecard's summary (nulls when the supplier has no score). */
  scorecard: ScorecardSummary;
  /** Corrective actions that are open or in progress. */
  open_corrective_actions: number;
};

/** A supplier row as the service reads it: every column but the generated search text. */
export type SupplierRow = Omit<Supplier, 'searchText'>;
export type SupplierSummaryRow = {
  overallScore: number | string | null;
  ratingCategory: RatingCategory | null;
  lastReviewDate: string | Date | null;
  openCorrectiveActions: number | string | null;
};

export function toSupplierDto(row: SupplierRow & Partial<SupplierSummaryRow>): SupplierDto {
  return {
    id: row.id,
    supplier_code: row.supplierCode,
    company_name: row.companyName,
    dba_name: row.dbaName,
    contact_person: row.contactPerson,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    billing_address: row.billingAddress,
    shipping_address: row.shippingAddress,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
    tax_id: row.taxId,
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

export type CategoryDto = {
  id: number;
  category_name: string;
  category_code: ScorecardCategoryCode;
  weight_percentage: number;
};

export type CategoryScoreDto = {
  category_code: ScorecardCategoryCode;
  category_name: string;
  weight_percentage: number;
  score: number | null;
};

/** GET /api/suppliers/{id}/scorecard (CONTRACT §6). */
export type ScorecardDto = {
  supplier_id: number;
  /** The latest month with data (YYYY-MM-01), null without data. */
  review_period: string | null;
  overall_score: number | null;
  rating_category: RatingCategory | null;
  quality_score: number | null;
  delivery_score: number | null;
  communication_score: number | null;
  cost_score: number | null;
  improvement_score: number | null;
  trend_direction: TrendDirection | null;
  previous_overall_score: number | null;
  last_review_date: string | null;
  next_review_date: string | null;
  category_scores: CategoryScoreDto[];
  open_corrective_actions: number;
};

/** One month of GET /api/suppliers/{id}/scorecard/history (also a chart data row: review_period + average_score). */
export type HistoryRowDto = {
  review_period: string;
  average_score: number | null;
  quality_score: number | null;
  delivery_score: number | null;
  communication_score: number | null;
  cost_score: number | null;
  improvement_score: number | null;
  rating_category: RatingCategory | null;
};

export type CorrectiveActionDto = {
  id: number;
  supplier_id: number;
  action_number: string;
  issue_description: string;
  severity: CaSeverity;
  category: CaCategory;
  status: CaStatus;
  date_opened: string;
  due_date: string;
  date_closed: string | null;
  resolution_notes: string | null;
  assigned_user_id: number | null;
  assigned_user: { id: number; name: string } | null;
  supplier: { id: number; supplier_code: string; company_name: string };
  /** Open or in progress and due before today (the plant's day). */
  is_overdue: boolean;
  days_overdue: number;
  version: number;
  created_at: string;
  updated_at: string;
};

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
export type DashboardSupplierDto = {
  id: number;
  supplier_code: string;
  company_name: string;
  scorecard: { overall_score: number | null; rating_category: RatingCategory | null; last_review_date: string | null; next_review_date: string | null };
};

export type DashboardDto = {
  summary: {
    average_score: number | null;
    total_suppliers: number;
    total_scorecards: number;
    needs_review_count: number;
    overdue_actions_count: number;
    critical_actions_count: number;
  };
  distribution: { rating_category: RatingCategory; count: number }[];
  top_suppliers: DashboardSupplierDto[];
  bottom_suppliers: DashboardSupplierDto[];
  needs_review: DashboardSupplierDto[];
  overdue_actions: CorrectiveActionDto[];
  critical_actions: CorrectiveActionDto[];
};
