import 'server-only';
import { sql } from 'drizzle-orm';
import { addDays, todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { toNumber } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { DASHBOARD_LIST_SIZE, RATING_CATEGORIES, REVIEW_WINDOW_DAYS, type RatingCategory } from './constants';
import { toCorrectiveActionDto, type CorrectiveActionDto, type CorrectiveActionRow, type DashboardDto, type DashboardSupplierDto } from './dto';

type Json<T> = T | string | null;
const parseJson = <T>(value: Json<T>): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

type SupplierJson = {
  id: number;
  supplier_code: string;
  company_name: string;
  overall_score: number | string | null;
  rating_category: RatingCategory | null;
  last_review_date: string | null;
  next_review_date: string | null;
  from_receipts: boolean;
};

type ActionJson = {
  id: number;
  supplier_id: number;
  action_number: string;
  issue_description: string;
  severity: CorrectiveActionRow['severity'];
  category: CorrectiveActionRow['category'];
  status: CorrectiveActionRow['status'];
  date_opened: string;
  due_date: string;
  date_closed: string | null;
  resolution_notes: string | null;
  assigned_user_id: number | null;
  assigned_user_name: string | null;
  created_by: number | null;
  version: number;
  created_at: string;
  updated_at: string;
  supplier_code: string;
  supplier_name: string;
};

type DashboardRow = {
  summary: Json<{
    average_score: number | string | null;
    total_suppliers: number;
    total_scorecards: number;
    needs_review_count: number;
    distribution: { rating_category: RatingCategory; count: number }[];
  }>;
  top_suppliers: Json<SupplierJson[]>;
  bottom_suppliers: Json<SupplierJson[]>;
  needs_review: Json<SupplierJson[]>;
  overdue_actions: Json<ActionJson[]>;
  overdue_count: number | string;
  critical_actions: Json<ActionJson[]>;
  critical_count: number | string;
};

const supplierJson = sql.raw(`json_build_object('id', a.id, 'supplier_code', a.supplier_code, 'company_name', a.company_name, 'overall_score', a.overall_score,
  'rating_category', a.rating_category, 'last_review_date', a.last_review_date, 'next_review_date', a.next_review_date,
  'from_receipts', exists(select 1 from supplier_metrics m where m.supplier_id = a.id and m.review_period = a.review_period and m.source = 'receipts'))`);

const actionJson = sql.raw(`json_build_object('id', ca.id, 'supplier_id', ca.supplier_id, 'action_number', ca.action_number,
  'issue_description', ca.issue_description, 'severity', ca.severity, 'category', ca.category, 'status', ca.status,
  'date_opened', ca.date_opened, 'due_date', ca.due_date, 'date_closed', ca.date_closed, 'resolution_notes', ca.resolution_notes,
  'assigned_user_id', ca.assigned_user_id, 'assigned_user_name', u.name, 'created_by', ca.created_by, 'version', ca.version,
  'created_at', ca.created_at, 'updated_at', ca.updated_at, 'supplier_code', s.supplier_code, 'supplier_name', s.company_name)`);

/**
 * Active suppliers with their stored scorecards. Inlined in each section (not a materialised CTE), so the
 * top/bottom lists walk supplier_scorecards_overall_idx and the reviews supplier_scorecards_next_review_idx.
 */
const activeWithScorecards = sql.raw(`(select s.id, s.supplier_code, s.company_name, sc.overall_score, sc.rating_category, sc.last_review_date, sc.next_review_date, sc.review_period
  from suppliers s left join supplier_scorecards sc on sc.supplier_id = s.id where s.status = 'active')`);

/** Open actions of active suppliers, with their assignee and supplier (the FROM of both action lists). */
const openActionsOfActiveSuppliers = sql.raw(`from corrective_actions ca
  join suppliers s on s.id = ca.supplier_id and s.status = 'active'
  left join users u on u.id = ca.assigned_user_id
  where ca.status in ('open', 'in_progress')`);

/**
 * GET /api/scorecard/dashboard: active suppliers only (CONTRACT §8). One statement, each section a JSON column:
 * the summary and distribution in one pass over the active suppliers' stored scorecards (2,000 rows at plant
 * scale), the lists in index order, the action lists on the partial due-date indexes of open actions.
 */
export async function getScorecardDashboard(ctx: ServiceContext): Promise<DashboardDto> {
  const today = todayInPlant();
  const reviewBy = addDays(today, REVIEW_WINDOW_DAYS);
  const n = DASHBOARD_LIST_SIZE;
  const [row] = await executeRows<DashboardRow>(
    ctx.db,
    sql`select
          (select json_build_object('average_score', round(avg(a.overall_score), 2), 'total_suppliers', count(*),
                  'total_scorecards', count(a.overall_score), 'needs_review_count', count(*) filter (where a.next_review_date <= ${reviewBy}),
                  'distribution', json_build_array(${sql.raw(RATING_CATEGORIES.map((c) => `json_build_object('rating_category', '${c}', 'count', count(*) filter (where a.rating_category = '${c}'))`).join(', '))}))
             from ${activeWithScorecards} a) as summary,
          (select json_agg(${supplierJson} order by a.overall_score desc, lower(a.company_name), a.id)
             from (select * from ${activeWithScorecards} a where a.overall_score is not null order by a.overall_score desc, lower(a.company_name), a.id limit ${n}) a) as top_suppliers,
          (select json_agg(${supplierJson} order by a.overall_score asc, lower(a.company_name), a.id)
             from (select * from ${activeWithScorecards} a where a.overall_score is not null order by a.overall_score asc, lower(a.company_name), a.id limit ${n}) a) as bottom_suppliers,
          (select json_agg(${supplierJson} order by a.next_review_date, lower(a.company_name), a.id)
             from (select * from ${activeWithScorecards} a where a.next_review_date <= ${reviewBy} order by a.next_review_date, lower(a.company_name), a.id limit ${n}) a) as needs_review,
          (select json_agg(t.j order by t.due_date, t.id)
             from (select ${actionJson} as j, ca.due_date, ca.id ${openActionsOfActiveSuppliers} and ca.due_date < ${today}
                   order by ca.due_date, ca.id limit ${n}) t) as overdue_actions,
          (select count(*) ${openActionsOfActiveSuppliers} and ca.due_date < ${today}) as overdue_count,
          (select json_agg(t.j order by t.due_date, t.id)
             from (select ${actionJson} as j, ca.due_date, ca.id ${openActionsOfActiveSuppliers} and ca.severity = 'critical'
                   order by ca.due_date, ca.id limit ${n}) t) as critical_actions,
          (select count(*) ${openActionsOfActiveSuppliers} and ca.severity = 'critical') as critical_count`,
  );
  const summary = parseJson(row.summary)!;
  const suppliersOf = (value: Json<SupplierJson[]>): DashboardSupplierDto[] =>
    (parseJson(value) ?? []).map((s) => ({
      id: s.id,
      supplier_code: s.supplier_code,
      company_name: s.company_name,
      scorecard: {
        overall_score: toNumber(s.overall_score),
        rating_category: s.rating_category,
        last_review_date: s.last_review_date,
        next_review_date: s.next_review_date,
        from_receipts: s.from_receipts === true,
      },
    }));
  const actionsOf = (value: Json<ActionJson[]>): CorrectiveActionDto[] =>
    (parseJson(value) ?? []).map((a) =>
      toCorrectiveActionDto(
        {
          id: a.id,
          supplierId: a.supplier_id,
          actionNumber: a.action_number,
          issueDescription: a.issue_description,
          severity: a.severity,
          category: a.category,
          status: a.status,
          dateOpened: a.date_opened,
          dueDate: a.due_date,
          dateClosed: a.date_closed,
          resolutionNotes: a.resolution_notes,
          assignedUserId: a.assigned_user_id,
          createdBy: a.created_by,
          version: a.version,
          createdAt: new Date(a.created_at),
          updatedAt: new Date(a.updated_at),
          assignedUserName: a.assigned_user_name,
          supplierCode: a.supplier_code,
          supplierName: a.supplier_name,
        },
        today,
      ),
    );
  return {
    summary: {
      average_score: toNumber(summary.average_score),
      total_suppliers: Number(summary.total_suppliers),
      total_scorecards: Number(summary.total_scorecards),
      needs_review_count: Number(summary.needs_review_count),
      overdue_actions_count: Number(row.overdue_count),
      critical_actions_count: Number(row.critical_count),
    },
    distribution: summary.distribution.map((d) => ({ rating_category: d.rating_category, count: Number(d.count) })),
    top_suppliers: suppliersOf(row.top_suppliers),
    bottom_suppliers: suppliersOf(row.bottom_suppliers),
    needs_review: suppliersOf(row.needs_review),
    overdue_actions: actionsOf(row.overdue_actions),
    critical_actions: actionsOf(row.critical_actions),
  };
}
