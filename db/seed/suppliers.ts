import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { correctiveActions, scorecardCategories, suppliers, users } from '@/db/schema';
import { toSessionUser } from '@/lib/auth/service';
import type { SessionUser } from '@/lib/auth/types';
import { addDays, todayInPlant } from '@/lib/dates';
import { round } from '@/lib/numbers';
import {
  METRIC_TEMPLATES,
  SCORECARD_CATEGORIES,
  type CaCategory,
  type CaSeverity,
  type CaStatus,
  type MetricType,
  type ScorecardCategoryCode,
} from '@/lib/suppliers/constants';
import { insertCorrectiveAction } from '@/lib/suppliers/corrective-actions';
import { applyMetrics, type MetricEntry } from '@/lib/suppliers/scorecard';
import { createSupplier } from '@/lib/suppliers/service';

/**
 * The supply base of a mid-size custom molder: resin distributors and compounders, colorant and additive
 * houses, brass-insert and fastener makers, packaging converters and mold builders. Each supplier has a story
 * in its 12–24 months of monthly reviews: most are steady, one improves after a corrective-action program, one
 * slides, one is at risk, two are overdue for review, two are new and not scored yet.
 */
type Story = {
  /** Performance level 0–1 at the first and at the last reviewed month (linear in between, plus noise). */
  from: number;
  to: number;
  /** Months of history (12–24) and how many months ago the last review was (0 = this month). */
  months: number;
  lastMonthAgo?: number;
  /** Days ago the last review was submitted (default: the 5th of the month after the period, or today). */
  lastReviewDaysAgo?: number;
  /** Categories measured (default: all five). */
  categories?: ScorecardCategoryCode[];
  /** A one-off bad month (months ago → level). */
  dip?: [number, number];
};

type SupplierSeed = {
  code: string;
  name: string;
  dba?: string;
  contact: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  postal: string;
  country?: string;
  terms: string;
  leadTime: number;
  minOrder: number;
  status?: 'active' | 'inactive' | 'suspended';
  notes?: string;
  story?: Story;
  actions?: ActionSeed[];
};

type ActionSeed = {
  issue: string;
  severity: CaSeverity;
  category: CaCategory;
  /** Days from today: negative = opened / due in the past. */
  openedDaysAgo: number;
  dueInDays: number;
  status?: CaStatus;
  resolution?: string;
  assignee?: 'purchasing' | 'quality';
};

const ALL: ScorecardCategoryCode[] = ['quality', 'delivery', 'communication', 'cost', 'improvement'];

export const DEMO_SUPPLIERS: SupplierSeed[] = [
  // Resin distributors and compounders
  { code: 'RES-001', name: 'Great Lakes Polymer Distribution, Inc.', dba: 'GLPD', contact: 'Karen Holloway', email: 'orders@glpd-resin.com', phone: '(616) 555-0410', city: 'Grand Rapids', state: 'MI', postal: '49512', terms: 'Net 45', leadTime: 5, minOrder: 2500, notes: 'Primary PP and HDPE distributor; consignment silo at Plant 1.', story: { from: 0.92, to: 0.95, months: 24 }, actions: [{ issue: 'Two bulk truck deliveries of PP homopolymer arrived after the receiving window.', severity: 'minor', category: 'delivery', openedDaysAgo: 120, dueInDays: -90, status: 'closed', resolution: 'Carrier schedule moved to the 6 am slot; no late trucks since.' }] },
  { code: 'RES-002', name: 'Midwest Engineering Resins LLC', contact: 'Ravi Subramanian', email: 'ravi@mwresins.com', phone: '(614) 555-0188', city: 'Columbus', state: 'OH', postal: '43228', terms: 'Net 30', leadTime: 10, minOrder: 5000, notes: 'Nylon 6/6 and PBT, glass-filled grades.', story: { from: 0.35, to: 0.93, months: 18 }, actions: [{ issue: 'Moisture content above 0.2 % on PA66-GF30 lots; splay on connector housings.', severity: 'critical', category: 'quality', openedDaysAgo: 300, dueInDays: -250, status: 'closed', resolution: 'Supplier added desiccant liners and a moisture certificate per lot. Verified over 6 lots.', assignee: 'quality' }, { issue: 'Certificates of analysis missing melt flow values.', severity: 'minor', category: 'communication', openedDaysAgo: 200, dueInDays: -170, status: 'closed', resolution: 'CoA template updated.' }] },
  { code: 'RES-003', name: 'Heartland Compounding Corp.', contact: 'Denise Marlow', email: 'dmarlow@heartlandcompounding.com', phone: '(317) 555-0122', city: 'Indianapolis', state: 'IN', postal: '46241', terms: 'Net 45', leadTime: 21, minOrder: 10000, notes: 'Custom color-compounded ABS and PC/ABS.', story: { from: 0.94, to: 0.3, months: 20 }, actions: [{ issue: 'Color shift on PC/ABS black (ΔE 1.8 vs. master) on three consecutive lots.', severity: 'major', category: 'quality', openedDaysAgo: 40, dueInDays: -12, status: 'in_progress', assignee: 'quality' }, { issue: 'Lead time grew from 3 to 5 weeks without notice.', severity: 'major', category: 'delivery', openedDaysAgo: 25, dueInDays: 10, assignee: 'purchasing' }] },
  { code: 'RES-004', name: 'Keystone Specialty Polymers', contact: 'Gary Hoffmann', email: 'ghoffmann@keystonepolymers.com', phone: '(717) 555-0164', city: 'York', state: 'PA', postal: '17406', terms: 'Net 60', leadTime: 28, minOrder: 7500, notes: 'Medical-grade PC and PEEK. Change notification agreement on file.', story: { from: 0.88, to: 0.91, months: 24, dip: [7, 0.55] } },
  { code: 'RES-005', name: 'Prairie Resin Trading Co.', contact: 'Luis Ortega', email: 'luis.ortega@prairieresin.com', phone: '(402) 555-0139', city: 'Omaha', state: 'NE', postal: '68117', terms: 'Net 30', leadTime: 7, minOrder: 1500, status: 'suspended', notes: 'Suspended pending requalification after the regrind contamination.', story: { from: 0.55, to: 0.3, months: 14, lastMonthAgo: 2 }, actions: [{ issue: 'Regrind contamination (metal fines) found in "virgin" HDPE lot 44-1187.', severity: 'critical', category: 'quality', openedDaysAgo: 70, dueInDays: -30, assignee: 'quality' }] },
  { code: 'RES-006', name: 'Cascade Bio-Plastics', contact: 'Mei Tanaka', email: 'mtanaka@cascadebio.com', phone: '(503) 555-0191', city: 'Portland', state: 'OR', postal: '97217', terms: 'Net 30', leadTime: 30, minOrder: 3000, notes: 'PLA and bio-PE for the packaging trials. New supplier; first deliveries next month.' },

  // Colorants and additives
  { code: 'COL-001', name: 'Spectrum Color Concentrates Inc.', dba: 'Spectrum Color', contact: 'Nadia Petrova', email: 'npetrova@spectrumcolor.com', phone: '(330) 555-0175', city: 'Akron', state: 'OH', postal: '44311', terms: 'Net 30', leadTime: 14, minOrder: 500, story: { from: 0.9, to: 0.97, months: 22 } },
  { code: 'COL-002', name: 'Brightline Masterbatch LLC', contact: 'Owen Fitzgerald', email: 'owen@brightlinemb.com', phone: '(414) 555-0128', city: 'Milwaukee', state: 'WI', postal: '53218', terms: 'Net 45', leadTime: 10, minOrder: 750, story: { from: 0.7, to: 0.74, months: 16 }, actions: [{ issue: 'Let-down ratio on the label is 2 % but the CoA says 3 %.', severity: 'minor', category: 'communication', openedDaysAgo: 18, dueInDays: 12, assignee: 'purchasing' }] },
  { code: 'COL-003', name: 'Allegheny Additives Corp.', contact: 'Stephen Marsh', email: 'smarsh@alleghenyadditives.com', phone: '(412) 555-0102', city: 'Pittsburgh', state: 'PA', postal: '15205', terms: 'Net 30', leadTime: 12, minOrder: 1000, notes: 'UV stabilizers and flame-retardant packages.', story: { from: 0.52, to: 0.5, months: 12, lastMonthAgo: 3, lastReviewDaysAgo: 86 } },
  { code: 'COL-004', name: 'Nimbus Pigments & Dispersions', contact: 'Carla Jimenez', email: 'cjimenez@nimbuspigments.com', phone: '(773) 555-0149', city: 'Chicago', state: 'IL', postal: '60632', terms: 'Net 30', leadTime: 9, minOrder: 400, story: { from: 0.84, to: 0.88, months: 18, categories: ['quality', 'delivery', 'cost'] } },

  // Inserts, fasteners and metal components
  { code: 'INS-001', name: 'Precision Brass Inserts Co.', contact: 'Walter Kowalski', email: 'wkowalski@precisionbrass.com', phone: '(586) 555-0117', city: 'Warren', state: 'MI', postal: '48089', terms: 'Net 45', leadTime: 18, minOrder: 2000, notes: 'Heat-set and mold-in threaded inserts, M3–M8.', story: { from: 0.93, to: 0.96, months: 24 } },
  { code: 'INS-002', name: 'Badger Fastener & Stamping', contact: 'Julie Lindgren', email: 'jlindgren@badgerfastener.com', phone: '(920) 555-0133', city: 'Appleton', state: 'WI', postal: '54914', terms: 'Net 30', leadTime: 25, minOrder: 1500, story: { from: 0.5, to: 0.3, months: 15, dip: [2, 0.15] }, actions: [{ issue: 'Burrs on stamped contacts jam the insert feeder on press 14.', severity: 'critical', category: 'quality', openedDaysAgo: 21, dueInDays: 4, status: 'in_progress', assignee: 'quality' }, { issue: 'Short shipment: 18,000 of 25,000 clips, no advance notice.', severity: 'major', category: 'delivery', openedDaysAgo: 35, dueInDays: -6, assignee: 'purchasing' }, { issue: 'Invoice prices 4 % above the blanket PO.', severity: 'minor', category: 'cost', openedDaysAgo: 50, dueInDays: -20, status: 'cancelled', resolution: 'Blanket PO was out of date; price increase had been agreed in writing.' }] },
  { code: 'INS-003', name: 'Tri-State Overmold Components', contact: 'Darnell Brooks', email: 'dbrooks@tristateovermold.com', phone: '(513) 555-0186', city: 'Cincinnati', state: 'OH', postal: '45246', terms: 'Net 45', leadTime: 20, minOrder: 2500, story: { from: 0.8, to: 0.86, months: 20 } },
  { code: 'INS-004', name: 'Ironwood Springs & Wire Forms', contact: 'Patricia Nolan', email: 'pnolan@ironwoodsprings.com', phone: '(815) 555-0124', city: 'Rockford', state: 'IL', postal: '61109', terms: 'Net 30', leadTime: 30, minOrder: 1000, status: 'inactive', notes: 'Program moved to in-house wire forming in 2025.', story: { from: 0.85, to: 0.83, months: 12, lastMonthAgo: 8 } },

  // Packaging
  { code: 'PKG-001', name: 'Riverbend Corrugated Packaging', contact: 'Tom Becker', email: 'tbecker@riverbendcorrugated.com', phone: '(563) 555-0172', city: 'Davenport', state: 'IA', postal: '52806', terms: 'Net 30', leadTime: 7, minOrder: 800, story: { from: 0.88, to: 0.9, months: 24 } },
  { code: 'PKG-002', name: 'Lakeside Returnable Dunnage', contact: 'Monica Reyes', email: 'mreyes@lakesidedunnage.com', phone: '(419) 555-0157', city: 'Toledo', state: 'OH', postal: '43607', terms: 'Net 45', leadTime: 35, minOrder: 5000, notes: 'Returnable trays for the automotive programs.', story: { from: 0.6, to: 0.62, months: 14 } },
  { code: 'PKG-003', name: 'Summit Poly Bag & Film', contact: 'Eric Sandoval', email: 'esandoval@summitpoly.com', phone: '(262) 555-0113', city: 'Kenosha', state: 'WI', postal: '53144', terms: 'Net 30', leadTime: 10, minOrder: 600, story: { from: 0.66, to: 0.6, months: 12, lastMonthAgo: 5, lastReviewDaysAgo: 130 }, actions: [{ issue: 'Anti-static bags failing surface-resistivity check (> 10¹¹ Ω).', severity: 'major', category: 'quality', openedDaysAgo: 60, dueInDays: -15, assignee: 'quality' }] },
  { code: 'PKG-004', name: 'Pioneer Label & Print', contact: 'Ashley Grant', email: 'agrant@pioneerlabel.com', phone: '(608) 555-0140', city: 'Madison', state: 'WI', postal: '53704', terms: 'Net 30', leadTime: 5, minOrder: 250, story: { from: 0.95, to: 0.98, months: 18, categories: ['quality', 'delivery', 'communication'] } },
  { code: 'PKG-005', name: 'Evergreen Molded Fiber', contact: 'Samuel Ortiz', email: 'sortiz@evergreenfiber.com', phone: '(920) 555-0161', city: 'Green Bay', state: 'WI', postal: '54303', terms: 'Net 45', leadTime: 21, minOrder: 2000, notes: 'Plastic-free tray alternative under evaluation.' },

  // Tooling and mold components
  { code: 'TL-001', name: 'Summit Mold & Die Works', contact: 'Frank Delgado', email: 'fdelgado@summitmold.com', phone: '(616) 555-0196', city: 'Grand Rapids', state: 'MI', postal: '49548', terms: '50 % on order, 50 % on T1', leadTime: 70, minOrder: 0, notes: 'Builds our 4- and 8-cavity closure molds.', story: { from: 0.86, to: 0.9, months: 24, categories: ['quality', 'delivery', 'communication', 'improvement'] } },
  { code: 'TL-002', name: 'Northstar Hot Runner Systems', contact: 'Ingrid Sorensen', email: 'isorensen@northstarhotrunner.com', phone: '(612) 555-0144', city: 'Minneapolis', state: 'MN', postal: '55413', terms: 'Net 30', leadTime: 42, minOrder: 0, story: { from: 0.9, to: 0.92, months: 20 }, actions: [{ issue: 'Replacement nozzle tip heaters failing within 3 weeks on mold M-1042.', severity: 'critical', category: 'quality', openedDaysAgo: 14, dueInDays: -2, assignee: 'quality' }] },
  { code: 'TL-003', name: 'Meridian Mold Components', contact: 'Harold Fischer', email: 'hfischer@meridianmc.com', phone: '(248) 555-0118', city: 'Troy', state: 'MI', postal: '48083', terms: 'Net 30', leadTime: 10, minOrder: 150, story: { from: 0.96, to: 0.99, months: 24 } },
  { code: 'TL-004', name: 'Apex EDM & Tool Repair', contact: 'Vince Moretti', email: 'vmoretti@apexedm.com', phone: '(330) 555-0103', city: 'Canton', state: 'OH', postal: '44705', terms: 'Net 30', leadTime: 14, minOrder: 0, story: { from: 0.56, to: 0.6, months: 13, dip: [4, 0.3] }, actions: [{ issue: 'Core insert weld repair cracked after 40,000 shots.', severity: 'major', category: 'quality', openedDaysAgo: 9, dueInDays: 21, assignee: 'quality' }] },
  { code: 'TL-005', name: 'Clearwater Mold Maintenance Supply', contact: 'Rita Gomez', email: 'rgomez@clearwatermms.com', phone: '(727) 555-0152', city: 'Clearwater', state: 'FL', postal: '33762', terms: 'Net 30', leadTime: 4, minOrder: 100, story: { from: 0.72, to: 0.68, months: 16, categories: ['delivery', 'cost'] } },
  { code: 'TL-006', name: 'Huron Tool Steel Inc.', contact: 'Brian Kessler', email: 'bkessler@hurontoolsteel.com', phone: '(810) 555-0179', city: 'Port Huron', state: 'MI', postal: '48060', country: 'USA', terms: 'Net 45', leadTime: 12, minOrder: 500, story: { from: 0.45, to: 0.7, months: 12, lastMonthAgo: 1 } },
];

// Deterministic noise: the same demo every time.
function noise(seed: string, i: number): number {
  let h = 2166136261;
  for (const c of `${seed}:${i}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return ((h >>> 0) % 1000) / 1000 - 0.5; // −0.5 … 0.5
}

/**
 * A metric's actual value at performance level p (0 poor … 1 excellent): the level maps to the score the metric
 * should earn (55 … 100), and the actual is what earns it against the default target, rounded like a person
 * would type it.
 */
function actualAt(type: MetricType, p: number): number {
  const score = 55 + 45 * Math.min(1, Math.max(0, p));
  const t = METRIC_TEMPLATES.find((m) => m.type === type)!;
  switch (t.direction) {
    case 'higher_is_better':
      if (type === 'improvement_projects') return Math.round((t.defaultTarget * score) / 100);
      if (type === 'cost_reduction') return round((t.defaultTarget * score) / 100, -2);
      return round(Math.min(100, (t.defaultTarget * score) / 100 + (score > 97 ? 1.5 : 0)), 1);
    case 'lower_is_better':
      return round((t.defaultTarget * 100) / score - (score > 97 ? t.defaultTarget * 0.4 : 0), type === 'response_time' ? 0 : 0);
    case 'variance':
      return round(-(100 - score) / 10, 1);
  }
}

function monthStart(today: string, monthsAgo: number): string {
  const [y, m] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 - monthsAgo, 1)).toISOString().slice(0, 10);
}

export async function seed(db: Db): Promise<string> {
  const codes = DEMO_SUPPLIERS.map((s) => s.code);
  const existing = new Set((await db.select({ code: suppliers.supplierCode }).from(suppliers).where(inArray(suppliers.supplierCode, codes))).map((r) => r.code));
  const staff = await db.select().from(users).where(inArray(users.email, ['admin@example.com', 'purchasing@example.com', 'quality@example.com']));
  const byEmail = new Map(staff.map((u) => [u.email, toSessionUser(u)]));
  const admin = byEmail.get('admin@example.com');
  if (!admin) return 'skipped: the demo admin does not exist';
  const purchasing = byEmail.get('purchasing@example.com') ?? admin;
  const quality = byEmail.get('quality@example.com') ?? admin;
  const categories = await db.select().from(scorecardCategories);
  if (categories.length < SCORECARD_CATEGORIES.length) return 'skipped: the scorecard categories are missing (migration 0007)';
  const categoryId = new Map(categories.map((c) => [c.categoryCode, c.id]));
  const today = todayInPlant();

  let created = 0;
  let reviews = 0;
  let actions = 0;
  for (const s of DEMO_SUPPLIERS) {
    if (existing.has(s.code)) continue;
    const supplier = await createSupplier(
      { db, user: purchasing },
      {
        supplier_code: s.code,
        company_name: s.name,
        dba_name: s.dba,
        contact_person: s.contact,
        email: s.email,
        phone: s.phone,
        city: s.city,
        state: s.state,
        postal_code: s.postal,
        country: s.country ?? 'USA',
        payment_terms: s.terms,
        lead_time_days: s.leadTime,
        minimum_order_value: s.minOrder,
        status: s.status ?? 'active',
        notes: s.notes,
      },
    );
    created++;
    if (s.story) reviews += await seedReviews(db, supplier.id, s, { categoryId, categories, today, user: quality });
    for (const a of s.actions ?? []) {
      await seedAction(db, supplier.id, a, { today, user: a.assignee === 'purchasing' ? purchasing : quality });
      actions++;
    }
  }
  return `${created} created, ${existing.size} already there (${DEMO_SUPPLIERS.length} demo suppliers); ${reviews} monthly reviews, ${actions} corrective actions`;
}

/** One monthly review per month of the story, submitted early the next month, oldest first. */
async function seedReviews(
  db: Db,
  supplierId: number,
  s: SupplierSeed,
  env: { categoryId: Map<string, number>; categories: (typeof scorecardCategories.$inferSelect)[]; today: string; user: SessionUser },
): Promise<number> {
  const story = s.story!;
  const last = story.lastMonthAgo ?? 1;
  const measured = story.categories ?? ALL;
  const templates = METRIC_TEMPLATES.filter((t) => measured.includes(t.category));
  let qualityRating = null as Awaited<ReturnType<typeof applyMetrics>>['qualityRating'];
  for (let ago = last + story.months - 1, i = 0; ago >= last; ago--, i++) {
    const period = monthStart(env.today, ago);
    const progress = story.months === 1 ? 1 : i / (story.months - 1);
    let level = story.from + (story.to - story.from) * progress;
    if (story.dip && story.dip[0] === ago) level = story.dip[1];
    const isLast = ago === last;
    const submitted = isLast && story.lastReviewDaysAgo !== undefined ? addDays(env.today, -story.lastReviewDaysAgo) : minDate(addDays(monthStart(env.today, ago - 1), 4), env.today);
    const entries: MetricEntry[] = templates.map((t, k) => ({
      scorecard_category_id: env.categoryId.get(t.category)!,
      metric_type: t.type,
      metric_name: t.name,
      unit_of_measure: t.unit,
      target_value: t.defaultTarget,
      actual_value: actualAt(t.type, level + 0.12 * noise(`${s.code}-${t.type}`, i + k)),
      notes: null,
      review_period: period,
    }));
    await db.transaction(async (tx) => {
      ({ qualityRating } = await applyMetrics(tx, { id: supplierId, qualityRating }, entries, env.categories, { recordedOn: submitted, user: env.user }));
    });
  }
  return story.months;
}

function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

async function seedAction(db: Db, supplierId: number, a: ActionSeed, env: { today: string; user: SessionUser }): Promise<void> {
  const opened = addDays(env.today, -a.openedDaysAgo);
  await db.transaction(async (tx) => {
    const id = await insertCorrectiveAction(
      tx,
      supplierId,
      { issue_description: a.issue, severity: a.severity, category: a.category, due_date: addDays(env.today, a.dueInDays), assigned_user_id: env.user.id },
      { dateOpened: opened, user: env.user },
    );
    if (a.status && a.status !== 'open') {
      const resolved = a.status === 'closed' || a.status === 'cancelled';
      await tx
        .update(correctiveActions)
        .set({
          status: a.status,
          resolutionNotes: resolved ? (a.resolution ?? null) : null,
          dateClosed: resolved ? minDate(addDays(env.today, a.dueInDays - 3), env.today) : null,
          version: sql`${correctiveActions.version} + 1`,
        })
        .where(eq(correctiveActions.id, id));
    }
  });
}
