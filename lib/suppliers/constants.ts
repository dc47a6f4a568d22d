/**
 * The suppliers domain's values, once (client-safe): the pgEnums in db/schema/suppliers.ts are built from these
 * arrays, the zod schemas choose from them, and the screens label them from here.
 */

export const SUPPLIER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];
export const SUPPLIER_STATUS_LABELS: Record<SupplierStatus, string> = { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' };

/** Letter grade from the quality category score (CONTRACT §6): A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, else F. */
export const QUALITY_RATINGS = ['A', 'B', 'C', 'D', 'F'] as const;
export type QualityRating = (typeof QUALITY_RATINGS)[number];

/** Rating category of the overall score: ≥ 90 preferred, ≥ 80 approved, ≥ 70 conditional, else at_risk. */
export const RATING_CATEGORIES = ['preferred', 'approved', 'conditional', 'at_risk'] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];
export const RATING_LABELS: Record<RatingCategory, string> = { preferred: 'Preferred', approved: 'Approved', conditional: 'Conditional', at_risk: 'At Risk' };
/** The list's rating filter: a category, or `unrated` (no score yet). */
export const RATING_FILTERS = [...RATING_CATEGORIES, 'unrated'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];
export const RATING_FILTER_LABELS: Record<RatingFilter, string> = { ...RATING_LABELS, unrated: 'No Score' };
/** Spec §4 colours: preferred green, approved blue, conditional yellow, at_risk red (as chart colours too). */
export const RATING_COLORS: Record<RatingCategory, string> = { preferred: '#15803d', approved: '#1d4ed8', conditional: '#ca8a04', at_risk: '#dc2626' };

export const TREND_DIRECTIONS = ['up', 'down', 'stable'] as const;
export type TrendDirection = (typeof TREND_DIRECTIONS)[number];
/** Spec §2: up = Improving, down = Declining, stable = Stable. */
export const TREND_LABELS: Record<TrendDirection, string> = { up: 'Improving', down: 'Declining', stable: 'Stable' };

export const SCORECARD_CATEGORY_CODES = ['quality', 'delivery', 'communication', 'cost', 'improvement'] as const;
export type ScorecardCategoryCode = (typeof SCORECARD_CATEGORY_CODES)[number];
/** The seeded categories (CONTRACT §6); the table is the source of truth at run time. */
export const SCORECARD_CATEGORIES: readonly { code: ScorecardCategoryCode; name: string; weight: number }[] = [
  { code: 'quality', name: 'Quality', weight: 40 },
  { code: 'delivery', name: 'Delivery', weight: 30 },
  { code: 'communication', name: 'Communication', weight: 15 },
  { code: 'cost', name: 'Cost', weight: 10 },
  { code: 'improvement', name: 'Improvement', weight: 5 },
];

export const METRIC_TYPES = [
  'defect_rate_ppm',
  'first_pass_yield',
  'on_time_delivery',
  'complete_shipment_rate',
  'response_time',
  'document_accuracy',
  'price_variance',
  'invoice_accuracy',
  'improvement_projects',
  'cost_reduction',
] as const;
export type MetricType = (typeof METRIC_TYPES)[number];

/** How a metric's actual is scored against its target (CONTRACT §6). */
export type MetricDirection = 'higher_is_better' | 'lower_is_better' | 'variance';

export type MetricTemplate = {
  type: MetricType;
  category: ScorecardCategoryCode;
  name: string;
  description: string;
  defaultTarget: number;
  unit: string;
  direction: MetricDirection;
  /** The range an actual value may take (a yield above 100 % is a typing error). */
  min: number;
  max: number;
};

/** The ten built-in templates of spec §3, in the order the form lists them. */
export const METRIC_TEMPLATES: readonly MetricTemplate[] = [
  { type: 'defect_rate_ppm', category: 'quality', name: 'Defect Rate', description: 'Defective parts per million received', defaultTarget: 50, unit: 'PPM', direction: 'lower_is_better', min: 0, max: 1_000_000 },
  { type: 'first_pass_yield', category: 'quality', name: 'First Pass Yield', description: 'Lots accepted at incoming inspection without rework', defaultTarget: 98, unit: '%', direction: 'higher_is_better', min: 0, max: 100 },
  { type: 'on_time_delivery', category: 'delivery', name: 'On-Time Delivery', description: 'Shipments received by the promised date', defaultTarget: 98, unit: '%', direction: 'higher_is_better', min: 0, max: 100 },
  { type: 'complete_shipment_rate', category: 'delivery', name: 'Complete Shipment Rate', description: 'Shipments received complete, without back orders', defaultTarget: 98, unit: '%', direction: 'higher_is_better', min: 0, max: 100 },
  { type: 'response_time', category: 'communication', name: 'Response Time', description: 'Average hours to answer a request or complaint', defaultTarget: 24, unit: 'hours', direction: 'lower_is_better', min: 0, max: 10_000 },
  { type: 'document_accuracy', category: 'communication', name: 'Document Accuracy', description: 'Certificates, packing lists and labels without errors', defaultTarget: 98, unit: '%', direction: 'higher_is_better', min: 0, max: 100 },
  { type: 'price_variance', category: 'cost', name: 'Price Variance', description: 'Invoiced price vs. agreed price; enter price increases as negative values', defaultTarget: 0, unit: '%', direction: 'variance', min: -1000, max: 1000 },
  { type: 'invoice_accuracy', category: 'cost', name: 'Invoice Accuracy', description: 'Invoices matching the purchase order and receipt', defaultTarget: 98, unit: '%', direction: 'higher_is_better', min: 0, max: 100 },
  { type: 'improvement_projects', category: 'improvement', name: 'Improvement Projects', description: 'Improvement projects completed with us this period', defaultTarget: 2, unit: 'count', direction: 'higher_is_better', min: 0, max: 1000 },
  { type: 'cost_reduction', category: 'improvement', name: 'Cost Reduction', description: 'Savings passed on to us this period', defaultTarget: 5000, unit: 'USD', direction: 'higher_is_better', min: 0, max: 100_000_000 },
];

export const METRIC_TEMPLATE_BY_TYPE: Record<MetricType, MetricTemplate> = Object.fromEntries(METRIC_TEMPLATES.map((t) => [t.type, t])) as Record<MetricType, MetricTemplate>;

export function templatesOfCategory(code: string | null | undefined): MetricTemplate[] {
  return METRIC_TEMPLATES.filter((t) => t.category === code);
}

export const CA_SEVERITIES = ['minor', 'major', 'critical'] as const;
export type CaSeverity = (typeof CA_SEVERITIES)[number];
export const CA_SEVERITY_LABELS: Record<CaSeverity, string> = { minor: 'Minor', major: 'Major', critical: 'Critical' };

export const CA_CATEGORIES = ['quality', 'delivery', 'communication', 'cost', 'improvement', 'other'] as const;
export type CaCategory = (typeof CA_CATEGORIES)[number];
export const CA_CATEGORY_LABELS: Record<CaCategory, string> = { quality: 'Quality', delivery: 'Delivery', communication: 'Communication', cost: 'Cost', improvement: 'Improvement', other: 'Other' };

export const CA_STATUSES = ['open', 'in_progress', 'closed', 'cancelled'] as const;
export type CaStatus = (typeof CA_STATUSES)[number];
export const CA_STATUS_LABELS: Record<CaStatus, string> = { open: 'Open', in_progress: 'In Progress', closed: 'Closed', cancelled: 'Cancelled' };
/** Still to be worked on: counted as open issues, can be overdue. */
export const CA_OPEN_STATUSES = ['open', 'in_progress'] as const satisfies readonly CaStatus[];
/** Resolution notes are recorded only for these (spec §4). */
export const CA_RESOLVED_STATUSES = ['closed', 'cancelled'] as const satisfies readonly CaStatus[];
/** The list filter: a status, where `open` means open or in_progress (CONTRACT §6). */
export const CA_STATUS_FILTERS = CA_STATUSES;

export function isResolvedStatus(status: string | null | undefined): boolean {
  return (CA_RESOLVED_STATUSES as readonly string[]).includes(status ?? '');
}

export const SUPPLIERS_PER_PAGE = 15;
export const CORRECTIVE_ACTIONS_PER_PAGE = 10;
/** Spec §9. */
export const DASHBOARD_LIST_SIZE = 10;
export const REVIEW_WINDOW_DAYS = 7;
export const REVIEW_INTERVAL_DAYS = 90;
export const TREND_MONTHS = 12;
/** Overall-score change beyond which the trend is up or down (CONTRACT §6). */
export const TREND_THRESHOLD = 2;
