/**
 * Small, realistic examples for the OpenAPI document (one demo plant's records). Typed against the DTOs the
 * services return, so an example cannot drift from the real response shape without a compile error.
 */
import type { CustomerDto } from '@/lib/customers/dto';
import type { CorrectiveActionDto, SupplierDto } from '@/lib/suppliers/dto';

const at = '2026-11-02T08:15:00.000Z';
const later = '2026-11-20T14:02:11.000Z';

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
