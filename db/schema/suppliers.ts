import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit does not read the `@/` alias.
import {
  CA_CATEGORIES,
  CA_SEVERITIES,
  CA_STATUSES,
  METRIC_TYPES,
  QUALITY_RATINGS,
  RATING_CATEGORIES,
  SCORECARD_CATEGORY_CODES,
  SUPPLIER_STATUSES,
  TREND_DIRECTIONS,
} from '../../lib/suppliers/constants';
import { METRIC_SOURCES } from '../../lib/purchasing/constants';
import { partyColumns, partyCreditColumns } from '../../lib/parties/columns';
import { users } from './auth';

export const supplierStatus = pgEnum('supplier_status', SUPPLIER_STATUSES);
export const qualityRating = pgEnum('quality_rating', QUALITY_RATINGS);
export const ratingCategory = pgEnum('rating_category', RATING_CATEGORIES);
export const trendDirection = pgEnum('trend_direction', TREND_DIRECTIONS);
export const scorecardCategoryCode = pgEnum('scorecard_category_code', SCORECARD_CATEGORY_CODES);
export const metricType = pgEnum('metric_type', METRIC_TYPES);
export const caSeverity = pgEnum('ca_severity', CA_SEVERITIES);
export const caCategory = pgEnum('ca_category', CA_CATEGORIES);
export const caStatus = pgEnum('ca_status', CA_STATUSES);
/** Typed in (`manual`) or computed from goods receipts (`receipts`, CONTRACT §11). */
export const metricSource = pgEnum('metric_source', METRIC_SOURCES);

/** 0–100 with 2 decimals (category, overall scores). */
const score = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** Suppliers: the customer fields (but customer_code and payment_terms_text) plus the supplier's own (CONTRACT §8). */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    supplierCode: text('supplier_code').notNull(),
    ...partyColumns(),
    paymentTerms: text('payment_terms').notNull().default('Net 30'),
    leadTimeDays: integer('lead_time_days'),
    minimumOrderValue: numeric('minimum_order_value', { precision: 18, scale: 2, mode: 'number' }),
    ...partyCreditColumns(),
    /** A–F; set from the quality category score by every metrics submission with quality data, editable too. */
    qualityRating: qualityRating('quality_rating'),
    status: supplierStatus('status').notNull().default('active'),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    /** GET /api/suppliers?search: code, company name, email, lower-cased and joined by chr(1) (a term never spans two fields). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(supplier_code || chr(1) || company_name || chr(1) || coalesce(email, ''))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // supplier_code is unique regardless of case (CONTRACT §5).
    uniqueIndex('suppliers_code_lower_unique').on(sql`lower(${t.supplierCode})`),
    // The list's order (company name A–Z, id breaks ties), walked without a sort step.
    index('suppliers_company_lower_idx').on(sql`lower(${t.companyName})`, t.id),
    // Contains-search (LIKE '%term%') on the one search column.
    index('suppliers_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** The five weighted categories (seeded by migration 0007_scorecard_categories). */
export const scorecardCategories = pgTable(
  'scorecard_categories',
  {
    id: serial('id').primaryKey(),
    categoryCode: scorecardCategoryCode('category_code').notNull(),
    categoryName: text('category_name').notNull(),
    weightPercentage: numeric('weight_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('scorecard_categories_code_unique').on(t.categoryCode)],
);

/** One metric of one supplier in one month; re-submitting the same metric for the same period replaces it. */
export const supplierMetrics = pgTable(
  'supplier_metrics',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** First day of the month. */
    reviewPeriod: date('review_period', { mode: 'string' }).notNull(),
    scorecardCategoryId: integer('scorecard_category_id')
      .notNull()
      .references(() => scorecardCategories.id),
    metricType: metricType('metric_type').notNull(),
    metricName: text('metric_name').notNull(),
    targetValue: numeric('target_value', { precision: 18, scale: 4, mode: 'number' }),
    actualValue: numeric('actual_value', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    unitOfMeasure: text('unit_of_measure'),
    notes: text('notes'),
    source: metricSource('source').notNull().default('manual'),
    /** The metric's 0–100 score, stored with the entry (4 decimals; the category means use the exact values). */
    score: numeric('score', { precision: 7, scale: 4, mode: 'number' }).notNull(),
    /** The day it was submitted (the scorecard's last review date). */
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "The same metric" = same supplier, period and type (CONTRACT §8); also the recompute's read path.
  (t) => [uniqueIndex('supplier_metrics_period_type_unique').on(t.supplierId, t.reviewPeriod, t.metricType)],
);

/** The stored scorecard of each supplier × month with data, written in the metrics transaction (history, trend). */
export const supplierScorecardPeriods = pgTable(
  'supplier_scorecard_periods',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    reviewPeriod: date('review_period', { mode: 'string' }).notNull(),
    qualityScore: score('quality_score'),
    deliveryScore: score('delivery_score'),
    communicationScore: score('communication_score'),
    costScore: score('cost_score'),
    improvementScore: score('improvement_score'),
    overallScore: score('overall_score'),
    ratingCategory: ratingCategory('rating_category'),
    metricCount: integer('metric_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The primary key serves the history (one supplier, a range of months) and the latest-two read of the recompute.
  (t) => [primaryKey({ name: 'supplier_scorecard_periods_pk', columns: [t.supplierId, t.reviewPeriod] })],
);

/**
 * The current scorecard of each scored supplier: the latest period with data, its trend against the previous
 * one, the review dates. Kept by the metrics transaction so the list, its rating filter and the dashboard read
 * one row per supplier instead of scanning the metrics.
 */
export const supplierScorecards = pgTable(
  'supplier_scorecards',
  {
    supplierId: integer('supplier_id')
      .primaryKey()
      .references(() => suppliers.id),
    reviewPeriod: date('review_period', { mode: 'string' }).notNull(),
    qualityScore: score('quality_score'),
    deliveryScore: score('delivery_score'),
    communicationScore: score('communication_score'),
    costScore: score('cost_score'),
    improvementScore: score('improvement_score'),
    overallScore: score('overall_score'),
    ratingCategory: ratingCategory('rating_category'),
    previousOverallScore: score('previous_overall_score'),
    trendDirection: trendDirection('trend_direction'),
    lastReviewDate: date('last_review_date', { mode: 'string' }).notNull(),
    nextReviewDate: date('next_review_date', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's rating filter.
    index('supplier_scorecards_rating_idx').on(t.ratingCategory),
    // Dashboard: Top 10 / Bottom 10 read the score order.
    index('supplier_scorecards_overall_idx').on(t.overallScore),
    // Dashboard: Suppliers Needing Review (next review within 7 days or past).
    index('supplier_scorecards_next_review_idx').on(t.nextReviewDate),
  ],
);

export const correctiveActions = pgTable(
  'corrective_actions',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** CA-YYYY-NNNN, from corrective_action_counters. */
    actionNumber: text('action_number').notNull(),
    issueDescription: text('issue_description').notNull(),
    severity: caSeverity('severity').notNull().default('minor'),
    category: caCategory('category').notNull().default('quality'),
    status: caStatus('status').notNull().default('open'),
    dateOpened: date('date_opened', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Set when the action is closed or cancelled, cleared when it is reopened. */
    dateClosed: date('date_closed', { mode: 'string' }),
    resolutionNotes: text('resolution_notes'),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('corrective_actions_number_unique').on(t.actionNumber),
    // A supplier's panel (and the FK).
    index('corrective_actions_supplier_idx').on(t.supplierId, t.id),
    // The open-issue count of each listed supplier: a few index entries per supplier.
    index('corrective_actions_open_supplier_idx')
      .on(t.supplierId)
      .where(sql`${t.status} in ('open', 'in_progress')`),
    // Dashboard: overdue actions, most overdue first (open ones only, in due-date order).
    index('corrective_actions_open_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('open', 'in_progress')`),
    // Dashboard: open critical actions, earliest due first.
    index('corrective_actions_critical_due_idx')
      .on(t.dueDate)
      .where(sql`${t.severity} = 'critical' and ${t.status} in ('open', 'in_progress')`),
  ],
);

/**
 * The last action number handed out per year. `insert … on conflict do update … returning` takes the year's row
 * lock, so concurrent creates get consecutive, distinct numbers (a rolled-back create gives its number back).
 */
export const correctiveActionCounters = pgTable('corrective_action_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export type Supplier = typeof suppliers.$inferSelect;
export type NewSupplier = typeof suppliers.$inferInsert;
export type ScorecardCategory = typeof scorecardCategories.$inferSelect;
export type SupplierMetric = typeof supplierMetrics.$inferSelect;
export type SupplierScorecard = typeof supplierScorecards.$inferSelect;
export type SupplierScorecardPeriod = typeof supplierScorecardPeriods.$inferSelect;
export type CorrectiveAction = typeof correctiveActions.$inferSelect;
