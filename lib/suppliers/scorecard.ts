import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { goodsReceiptLines, scorecardCategories, supplierMetrics, supplierScorecardPeriods, supplierScorecards, suppliers, type ScorecardCategory } from '@/db/schema';
import type { SessionUser } from '@/lib/auth/types';
import { writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import { isoDate, todayInPlant } from '@/lib/dates';
import { NotFoundError, ValidationError, type FieldErrors } from '@/lib/errors';
import { round, toNumber } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation';
import { RECEIPT_METRIC_TYPES, type MetricSource } from '@/lib/purchasing/constants';
import { METRIC_TEMPLATE_BY_TYPE, SCORECARD_CATEGORY_CODES, TREND_MONTHS, type QualityRating, type RatingCategory, type ScorecardCategoryCode, type TrendDirection } from './constants';
import type { CategoryDto, HistoryRowDto, ScorecardDto } from './dto';
import { metricsSubmissionSchema, type MetricsSubmission } from './schemas';
import { metricScore, nextReviewDate, periodScores, qualityLetter, trendDirection, type MetricValue } from './scoring';
import { openActionsCount } from './service';

const ENTITY = 'Supplier';

type Json<T> = T | string | null;
const parseJson = <T>(value: Json<T>): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** GET /api/suppliers/scorecard/categories: the five categories in their order. */
export async function listCategories(ctx: ServiceContext): Promise<CategoryDto[]> {
  const rows = await ctx.db.select().from(scorecardCategories).orderBy(asc(scorecardCategories.sortOrder), asc(scorecardCategories.id));
  return rows.map((c) => ({ id: c.id, category_name: c.categoryName, category_code: c.categoryCode, weight_percentage: Number(c.weightPercentage) }));
}

const SCORE_COLUMN: Record<ScorecardCategoryCode, keyof typeof supplierScorecards.$inferSelect> = {
  quality: 'qualityScore',
  delivery: 'deliveryScore',
  communication: 'communicationScore',
  cost: 'costScore',
  improvement: 'improvementScore',
};

/** The scorecard of a supplier, read in one statement; undefined for an unknown supplier. */
async function readScorecard(db: DbOrTx, supplierId: number): Promise<ScorecardDto | undefined> {
  const [row] = await db
    .select({
      supplierId: suppliers.id,
      card: supplierScorecards,
      openCorrectiveActions: openActionsCount(suppliers.id),
      categories: sql<Json<{ category_code: ScorecardCategoryCode; category_name: string; weight_percentage: number }[]>>`(
        select json_agg(json_build_object('category_code', c.category_code, 'category_name', c.category_name, 'weight_percentage', c.weight_percentage) order by c.sort_order, c.id)
        from scorecard_categories c)`,
    })
    .from(suppliers)
    .leftJoin(supplierScorecards, eq(supplierScorecards.supplierId, suppliers.id))
    .where(eq(suppliers.id, supplierId))
    .limit(1);
  if (!row) return undefined;
  const card = row.card;
  const score = (v: unknown) => toNumber(v as number | string | null | undefined);
  return {
    supplier_id: row.supplierId,
    review_period: isoDate(card?.reviewPeriod),
    overall_score: score(card?.overallScore),
    rating_category: card?.ratingCategory ?? null,
    quality_score: score(card?.qualityScore),
    delivery_score: score(card?.deliveryScore),
    communication_score: score(card?.communicationScore),
    cost_score: score(card?.costScore),
    improvement_score: score(card?.improvementScore),
    trend_direction: card?.trendDirection ?? null,
    previous_overall_score: score(card?.previousOverallScore),
    last_review_date: isoDate(card?.lastReviewDate),
    next_review_date: isoDate(card?.nextReviewDate),
    category_scores: (parseJson(row.categories) ?? []).map((c) => ({
      category_code: c.category_code,
      category_name: c.category_name,
      weight_percentage: Number(c.weight_percentage),
      score: card ? score(card[SCORE_COLUMN[c.category_code]]) : null,
    })),
    open_corrective_actions: Number(row.openCorrectiveActions ?? 0),
  };
}

/** GET /api/suppliers/{id}/scorecard: the current scorecard (scores null without data). */
export async function getScorecard(ctx: ServiceContext, supplierId: number): Promise<ScorecardDto> {
  const card = await readScorecard(ctx.db, supplierId);
  if (!card) throw new NotFoundError(ENTITY);
  return card;
}

/** The first day of the month `months` before the month of `isoDay`. */
function monthStart(isoDay: string, monthsBack = 0): string {
  const [y, m] = isoDay.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - monthsBack, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * GET /api/suppliers/{id}/scorecard/history: the 12 calendar months ending with the plant's current month,
 * oldest first, one row per month with data. One statement (the supplier's existence and its periods).
 */
export async function getScorecardHistory(ctx: ServiceContext, supplierId: number): Promise<HistoryRowDto[]> {
  const today = todayInPlant();
  const from = monthStart(today, TREND_MONTHS - 1);
  const to = monthStart(today);
  const rows = await ctx.db
    .select({ supplierId: suppliers.id, period: supplierScorecardPeriods })
    .from(suppliers)
    .leftJoin(
      supplierScorecardPeriods,
      and(eq(supplierScorecardPeriods.supplierId, suppliers.id), sql`${supplierScorecardPeriods.reviewPeriod} between ${from} and ${to}`),
    )
    .where(eq(suppliers.id, supplierId))
    .orderBy(asc(supplierScorecardPeriods.reviewPeriod));
  if (rows.length === 0) throw new NotFoundError(ENTITY);
  return rows.flatMap(({ period: p }) =>
    p
      ? [
          {
            review_period: isoDate(p.reviewPeriod)!,
            average_score: toNumber(p.overallScore),
            quality_score: toNumber(p.qualityScore),
            delivery_score: toNumber(p.deliveryScore),
            communication_score: toNumber(p.communicationScore),
            cost_score: toNumber(p.costScore),
            improvement_score: toNumber(p.improvementScore),
            rating_category: p.ratingCategory,
          },
        ]
      : [],
  );
}

/**
 * POST /api/suppliers/{id}/scorecard/metrics: stores the entries (a metric already recorded for that month is
 * replaced) and, in the same transaction, recomputes the stored scorecard of every month it touched, the
 * current scorecard (latest month, trend, review dates) and the supplier's quality letter. A refused submission
 * changes nothing.
 */
export async function recordMetrics(ctx: ServiceContext, supplierId: number, input: unknown): Promise<ScorecardDto> {
  authorize(ctx, 'scorecards.write');
  return ctx.db.transaction(async (tx) => {
    // The supplier's row lock serialises submissions for one supplier, so each recompute sees all metrics.
    const [supplier] = await tx
      .select({ id: suppliers.id, qualityRating: suppliers.qualityRating })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId))
      .for('update');
    if (!supplier) throw new NotFoundError(ENTITY);
    const data = parseInput(metricsSubmissionSchema, input);

    const categories = await tx.select().from(scorecardCategories);
    const categoryById = new Map(categories.map((c) => [c.id, c]));
    const errors: FieldErrors = {};
    data.metrics.forEach((m, i) => {
      const category = categoryById.get(m.scorecard_category_id);
      if (!category) errors[`metrics.${i}.scorecard_category_id`] = ['The selected category does not exist.'];
      else if (METRIC_TEMPLATE_BY_TYPE[m.metric_type].category !== category.categoryCode) {
        errors[`metrics.${i}.metric_type`] = [`The ${METRIC_TEMPLATE_BY_TYPE[m.metric_type].name} metric belongs to the ${METRIC_TEMPLATE_BY_TYPE[m.metric_type].category} category, not ${category.categoryCode}.`];
      }
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    await refuseReceiptMonths(tx, supplierId, data.metrics);

    const entries = data.metrics.filter((m) => m.actual_value != null) as MetricEntry[];
    await applyMetrics(tx, { id: supplierId, qualityRating: supplier.qualityRating }, entries, categories, { recordedOn: todayInPlant(), user: ctx.user });
    return (await readScorecard(tx, supplierId))!;
  });
}

/**
 * The five metrics receipts compute (CONTRACT §11) cannot be typed in for a month that has goods receipts: 422 on
 * `metrics.N.metric_type`.
 */
async function refuseReceiptMonths(tx: Tx, supplierId: number, metrics: MetricsSubmission['metrics']): Promise<void> {
  const computed = new Set<string>(RECEIPT_METRIC_TYPES);
  const candidates = metrics.map((m, i) => ({ m, i })).filter(({ m }) => m.actual_value != null && computed.has(m.metric_type));
  if (!candidates.length) return;
  const months = [...new Set(candidates.map(({ m }) => m.review_period.slice(0, 7)))];
  const rows = await tx
    .selectDistinct({ month: sql<string>`to_char(${goodsReceiptLines.receivedDate}, 'YYYY-MM')` })
    .from(goodsReceiptLines)
    .where(and(eq(goodsReceiptLines.supplierId, supplierId), sql`to_char(${goodsReceiptLines.receivedDate}, 'YYYY-MM') in (${sql.join(months.map((m) => sql`${m}`), sql`, `)})`));
  const withReceipts = new Set(rows.map((r) => r.month));
  const errors: FieldErrors = {};
  for (const { m, i } of candidates) {
    if (withReceipts.has(m.review_period.slice(0, 7))) {
      errors[`metrics.${i}.metric_type`] = [`${METRIC_TEMPLATE_BY_TYPE[m.metric_type].name} for this month is computed from its goods receipts and cannot be entered by hand.`];
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * The months (YYYY-MM) in which the supplier has goods receipts, newest first: the record-metrics dialog disables the
 * five receipt-computed metrics for them (the rule `refuseReceiptMonths` applies on submit).
 */
export async function receiptMonths(ctx: ServiceContext, supplierId: number): Promise<string[]> {
  const month = sql<string>`to_char(${goodsReceiptLines.receivedDate}, 'YYYY-MM')`;
  const rows = await ctx.db.selectDistinct({ month }).from(goodsReceiptLines).where(eq(goodsReceiptLines.supplierId, supplierId)).orderBy(desc(month));
  return rows.map((r) => r.month);
}

/** A validated entry with its actual value. */
export type MetricEntry = Omit<MetricsSubmission['metrics'][number], 'actual_value'> & { actual_value: number };

/**
 * Stores entries of one supplier (replacing a metric already recorded for its month), recomputes the stored
 * scorecards and the quality letter, and writes the audit row: the one way metrics are written (the service
 * after validation, the demo seed with its back-dated reviews).
 */
export async function applyMetrics(
  tx: Tx,
  supplier: { id: number; qualityRating: QualityRating | null },
  entries: MetricEntry[],
  categories: ScorecardCategory[],
  opts: { recordedOn: string; user: SessionUser | null; source?: MetricSource },
): Promise<{ qualityRating: QualityRating | null }> {
  const supplierId = supplier.id;
  await tx
    .insert(supplierMetrics)
    .values(
      entries.map((m) => {
        const template = METRIC_TEMPLATE_BY_TYPE[m.metric_type];
        return {
          supplierId,
          reviewPeriod: m.review_period,
          scorecardCategoryId: m.scorecard_category_id,
          metricType: m.metric_type,
          metricName: m.metric_name ?? template.name,
          targetValue: m.target_value ?? null,
          actualValue: m.actual_value,
          unitOfMeasure: m.unit_of_measure ?? template.unit,
          notes: m.notes ?? null,
          source: opts.source ?? 'manual',
          score: round(metricScore(m.metric_type, m.actual_value, m.target_value), 4),
          recordedOn: opts.recordedOn,
          recordedBy: opts.user?.id ?? null,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [supplierMetrics.supplierId, supplierMetrics.reviewPeriod, supplierMetrics.metricType],
      set: {
        scorecardCategoryId: sql`excluded.scorecard_category_id`,
        metricName: sql`excluded.metric_name`,
        targetValue: sql`excluded.target_value`,
        actualValue: sql`excluded.actual_value`,
        unitOfMeasure: sql`excluded.unit_of_measure`,
        notes: sql`excluded.notes`,
        source: sql`excluded.source`,
        score: sql`excluded.score`,
        recordedOn: sql`excluded.recorded_on`,
        recordedBy: sql`excluded.recorded_by`,
        updatedAt: sql`now()`,
      },
    });

  const weights = Object.fromEntries(SCORECARD_CATEGORY_CODES.map((code) => [code, 0])) as Record<ScorecardCategoryCode, number>;
  for (const c of categories) weights[c.categoryCode] = Number(c.weightPercentage);
  const periods = [...new Set(entries.map((m) => m.review_period))];
  const { before, after } = await recomputeScorecard(tx, supplierId, periods, weights, opts.recordedOn);

  // The letter follows the current quality score, on submissions that carry quality data (kept otherwise).
  const hasQuality = entries.some((m) => METRIC_TEMPLATE_BY_TYPE[m.metric_type].category === 'quality');
  const letter = hasQuality ? qualityLetter(after.qualityScore) : null;
  const letterChanged = letter !== null && letter !== supplier.qualityRating;
  if (letterChanged) {
    // Its own field changed: version moves, so an edit form loaded before this cannot overwrite the new letter unseen.
    await tx
      .update(suppliers)
      .set({ qualityRating: letter, version: sql`${suppliers.version} + 1`, updatedAt: sql`now()` })
      .where(eq(suppliers.id, supplierId));
  }

  await writeAudit(tx, {
    user: opts.user,
    entity: 'supplier',
    entityId: supplierId,
    action: 'record_metrics',
    changes: {
      ...(opts.source === 'receipts' ? { source: 'receipts' } : {}),
      review_periods: periods,
      metrics: entries.map((m) => ({ review_period: m.review_period, metric_type: m.metric_type, actual_value: m.actual_value, target_value: m.target_value ?? null })),
      overall_score: [before.overallScore, after.overallScore],
      rating_category: [before.ratingCategory, after.ratingCategory],
      ...(letterChanged ? { quality_rating: [supplier.qualityRating, letter] } : {}),
    },
  });
  return { qualityRating: letterChanged ? letter : supplier.qualityRating };
}

type CurrentCard = { overallScore: number | null; ratingCategory: RatingCategory | null; qualityScore: number | null };

/**
 * Recomputes the stored scorecard of the given months from all their metrics, then the current scorecard
 * from the latest two months with data. Also used by the demo seed, so stored scorecards have one author.
 */
export async function recomputeScorecard(
  tx: Tx,
  supplierId: number,
  periods: string[],
  weights: Record<ScorecardCategoryCode, number>,
  reviewedOn: string,
): Promise<{ before: CurrentCard; after: CurrentCard }> {
  const [previous] = await tx
    .select({ overallScore: supplierScorecards.overallScore, ratingCategory: supplierScorecards.ratingCategory, qualityScore: supplierScorecards.qualityScore })
    .from(supplierScorecards)
    .where(eq(supplierScorecards.supplierId, supplierId));

  const metrics = await tx
    .select({ reviewPeriod: supplierMetrics.reviewPeriod, metricType: supplierMetrics.metricType, actualValue: supplierMetrics.actualValue, targetValue: supplierMetrics.targetValue })
    .from(supplierMetrics)
    .where(and(eq(supplierMetrics.supplierId, supplierId), inArray(supplierMetrics.reviewPeriod, periods)));
  const byPeriod = new Map<string, MetricValue[]>();
  for (const m of metrics) {
    const key = isoDate(m.reviewPeriod)!;
    const list = byPeriod.get(key) ?? [];
    list.push({ metric_type: m.metricType, actual_value: Number(m.actualValue), target_value: toNumber(m.targetValue) });
    byPeriod.set(key, list);
  }
  const periodRows = [...byPeriod].map(([period, values]) => {
    const s = periodScores(values, weights);
    return {
      supplierId,
      reviewPeriod: period,
      qualityScore: s.quality_score,
      deliveryScore: s.delivery_score,
      communicationScore: s.communication_score,
      costScore: s.cost_score,
      improvementScore: s.improvement_score,
      overallScore: s.overall_score,
      ratingCategory: s.rating_category,
      metricCount: values.length,
    };
  });
  if (periodRows.length) {
    await tx
      .insert(supplierScorecardPeriods)
      .values(periodRows)
      .onConflictDoUpdate({
        target: [supplierScorecardPeriods.supplierId, supplierScorecardPeriods.reviewPeriod],
        set: {
          qualityScore: sql`excluded.quality_score`,
          deliveryScore: sql`excluded.delivery_score`,
          communicationScore: sql`excluded.communication_score`,
          costScore: sql`excluded.cost_score`,
          improvementScore: sql`excluded.improvement_score`,
          overallScore: sql`excluded.overall_score`,
          ratingCategory: sql`excluded.rating_category`,
          metricCount: sql`excluded.metric_count`,
          updatedAt: sql`now()`,
        },
      });
  }

  const [latest, prior] = await tx
    .select()
    .from(supplierScorecardPeriods)
    .where(eq(supplierScorecardPeriods.supplierId, supplierId))
    .orderBy(desc(supplierScorecardPeriods.reviewPeriod))
    .limit(2);
  const current = {
    supplierId,
    reviewPeriod: isoDate(latest.reviewPeriod)!,
    qualityScore: toNumber(latest.qualityScore),
    deliveryScore: toNumber(latest.deliveryScore),
    communicationScore: toNumber(latest.communicationScore),
    costScore: toNumber(latest.costScore),
    improvementScore: toNumber(latest.improvementScore),
    overallScore: toNumber(latest.overallScore),
    ratingCategory: latest.ratingCategory,
    previousOverallScore: prior ? toNumber(prior.overallScore) : null,
    trendDirection: trendDirection(toNumber(latest.overallScore), prior ? toNumber(prior.overallScore) : null) as TrendDirection | null,
    lastReviewDate: reviewedOn,
    nextReviewDate: nextReviewDate(reviewedOn),
  };
  const { supplierId: _id, ...update } = current;
  await tx
    .insert(supplierScorecards)
    .values(current)
    .onConflictDoUpdate({ target: supplierScorecards.supplierId, set: { ...update, updatedAt: sql`now()` } });

  return {
    before: { overallScore: toNumber(previous?.overallScore), ratingCategory: previous?.ratingCategory ?? null, qualityScore: toNumber(previous?.qualityScore) },
    after: { overallScore: current.overallScore, ratingCategory: current.ratingCategory, qualityScore: current.qualityScore },
  };
}


export type PeriodMetricDto = { metric_type: string; metric_name: string; actual_value: number; target_value: number | null; unit_of_measure: string | null; score: number; source: MetricSource };

/** The metrics of one month of a supplier (its scorecard screen: which came from receipts), in template order. */
export async function periodMetrics(ctx: ServiceContext, supplierId: number, period: string): Promise<PeriodMetricDto[]> {
  const rows = await ctx.db
    .select()
    .from(supplierMetrics)
    .where(and(eq(supplierMetrics.supplierId, supplierId), eq(supplierMetrics.reviewPeriod, period)));
  const order = Object.keys(METRIC_TEMPLATE_BY_TYPE);
  return rows
    .sort((a, b) => order.indexOf(a.metricType) - order.indexOf(b.metricType))
    .map((m) => ({
      metric_type: m.metricType,
      metric_name: m.metricName,
      actual_value: Number(m.actualValue),
      target_value: toNumber(m.targetValue),
      unit_of_measure: m.unitOfMeasure,
      score: Number(m.score),
      source: m.source,
    }));
}
