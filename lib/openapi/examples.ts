/**
 * Small, realistic examples for the OpenAPI document (one demo plant's records). Typed against the DTOs the
 * services return, so an example cannot drift from the real response shape without a compile error.
 */
import type { CustomerDto } from '@/lib/customers/dto';
import type { CorrectiveActionDto, SupplierDto } from '@/lib/suppliers/dto';
import type { UserDto } from '@/lib/auth/users';
import type { WorkOrderDetailDto } from '@/lib/production/types';

const at = '2026-11-02T08:15:00.000Z';
const later = '2026-11-20T14:02:11.000Z';

export const userExample = { id: 1, name: 'Admin User', email: 'admin@example.com', role: 'Admin' };

export const loginExample = { user: userExample, token: 'mlt_9b1f0c7e4a3d4f2c8e6a5b7d9c1e3f5a7b9d1c3e5f7a9b1d' };

export const customerExample: CustomerDto = {
  id: 3,
  customer_code: 'CN03',
  company_name: 'Northfield Appliances Inc.',
  dba_name: null,
  contact_person: 'Dana Whitaker',
  email: 'purchasing@northfield-appliances.com',
  phone: '+1 614 555 0142',
  mobile: null,
  billing_address: '1200 Industrial Pkwy',
  shipping_address: '1200 Industrial Pkwy, Dock 4',
  city: 'Columbus',
  state: 'OH',
  postal_code: '43219',
  country: 'USA',
  tax_id: '31-4829174',
  payment_terms_text: 'Net 30',
  credit_limit: 250000,
  currency: 'USD',
  status: 'active',
  notes: null,
  version: 2,
  created_at: at,
  updated_at: later,
};

export const supplierExample: SupplierDto = {
  id: 5,
  supplier_code: 'SUP-RESIN-01',
  company_name: 'Great Lakes Polymers LLC',
  dba_name: null,
  contact_person: 'Marta Nowak',
  email: 'orders@glpolymers.com',
  phone: '+1 216 555 0188',
  mobile: null,
  billing_address: '44 Harbor Rd',
  shipping_address: null,
  city: 'Cleveland',
  state: 'OH',
  postal_code: '44114',
  country: 'USA',
  tax_id: null,
  payment_terms: 'Net 45',
  lead_time_days: 10,
  minimum_order_value: 2500,
  credit_limit: 100000,
  currency: 'USD',
  quality_rating: 'A',
  status: 'active',
  notes: null,
  version: 3,
  created_at: at,
  updated_at: later,
  scorecard: { overall_score: 91.4, rating_category: 'preferred', last_review_date: '2026-11-05' },
  open_corrective_actions: 1,
};

export const correctiveActionExample: CorrectiveActionDto = {
  id: 21,
  supplier_id: 5,
  action_number: 'CA-2026-0014',
  issue_description: 'Lot 26-114 arrived with moisture above 0.05 %; two presses stopped for re-drying.',
  severity: 'major',
  category: 'quality',
  status: 'in_progress',
  date_opened: '2026-11-06',
  due_date: '2026-12-04',
  date_closed: null,
  resolution_notes: null,
  assigned_user_id: 4,
  assigned_user: { id: 4, name: 'Quality Lead' },
  supplier: { id: 5, supplier_code: 'SUP-RESIN-01', company_name: 'Great Lakes Polymers LLC' },
  is_overdue: false,
  days_overdue: 0,
  version: 2,
  created_at: '2026-11-06T10:12:00.000Z',
  updated_at: later,
};

export const adminUserExample: UserDto = {
  id: 4,
  name: 'Quality Lead',
  email: 'quality@example.com',
  role: 'Quality',
  active: true,
  created_at: at,
  updated_at: later,
  last_sign_in_at: later,
  open_sessions: 1,
  live_tokens: 0,
};

// ---- request bodies ----

export const customerBody = {
  company_name: 'Northfield Appliances Inc.',
  contact_person: 'Dana Whitaker',
  email: 'purchasing@northfield-appliances.com',
  city: 'Columbus',
  state: 'OH',
  payment_terms_text: 'Net 30',
  credit_limit: 250000,
};

export const supplierBody = {
  supplier_code: 'SUP-RESIN-01',
  company_name: 'Great Lakes Polymers LLC',
  contact_person: 'Marta Nowak',
  email: 'orders@glpolymers.com',
  payment_terms: 'Net 45',
  lead_time_days: 10,
  minimum_order_value: 2500,
};

export const workOrderExample: WorkOrderDetailDto = {
  id: 318,
  work_order_number: 'WO-2026-00318',
  product_id: 40,
  mold_id: 12,
  machine_id: 7,
  product: { id: 40, product_code: 'NA-CLIP-08', product_name: 'Rack clip, grey' },
  mold: { id: 12, mold_code: 'M-2041', mold_name: 'Dishwasher rack clip, 8 cavities' },
  machine: { id: 7, machine_number: 'P-07', machine_name: 'Press 7 (350 t)' },
  quantity_planned: 50000,
  quantity_completed: 8250,
  quantity_scrap: 70,
  shots_total: 1040,
  progress: 16.5,
  status: 'in_progress',
  priority: 'high',
  target_date: '2026-12-10',
  cycle_time_seconds: 22.5,
  cavity_count: 8,
  expected_run_hours: 39.06,
  notes: null,
  started_at: '2026-11-20T06:00:00.000Z',
  completed_at: null,
  version: 3,
  created_at: at,
  updated_at: later,
  mold_health: {
    id: 12,
    mold_code: 'M-2041',
    mold_name: 'Dishwasher rack clip, 8 cavities',
    status: 'active',
    total_shots_lifetime: 1843200,
    shots_since_maintenance: 212400,
    maintenance_interval_shots: 250000,
    maintenance_health: 'Due Soon',
  },
  reports: [
    {
      id: 1207,
      work_order_id: 318,
      machine_id: 7,
      shots: 1040,
      good_parts: 8250,
      scrap_parts: 70,
      defect_rate: 0.84,
      operator: 'J. Kim',
      notes: null,
      reported_at: later,
      created_by: 6,
    },
  ],
  reports_total: 1,
};
