/**
 * The modules of Moldline, in one list: the navigation dropdowns and the dashboard cards are both built from it.
 * `plan` is what a module that is not built yet will cover; its page says so instead of a 404.
 */
export type Phase = 1 | 2 | 3;

export type ModuleEntry = {
  name: string;
  phase: Phase;
  path: string;
  description: string;
  plan: string;
};

export const PHASES: { phase: Phase; label: string; title: string }[] = [
  { phase: 1, label: 'Phase 1', title: 'Phase 1 Core Operations' },
  { phase: 2, label: 'Phase 2', title: 'Phase 2 Support Functions' },
  { phase: 3, label: 'Phase 3', title: 'Phase 3 Advanced Features' },
];

export const MODULES: ModuleEntry[] = [
  { name: 'Sales & CRM', phase: 1, path: '/sales', description: 'Quick orders, customer relationships and sales pipeline', plan: 'Sales orders, quotes and the customer pipeline.' },
  { name: 'Customers', phase: 1, path: '/customers', description: 'Customer master data, contacts and credit terms', plan: 'The customer master with contacts, addresses and credit terms.' },
  { name: 'Suppliers', phase: 1, path: '/suppliers', description: 'Supplier master data and performance scorecards', plan: 'Supplier master data, performance scorecards with weighted categories, and corrective actions.' },
  { name: 'Scorecard Dashboard', phase: 1, path: '/scorecard-dashboard', description: 'Supplier performance across the supply base', plan: 'Average scores, rating distribution, top and bottom suppliers, reviews due and overdue corrective actions.' },
  { name: 'Production Planning', phase: 1, path: '/production', description: 'Work orders, schedules and production progress', plan: 'Work orders with progress and efficiency, a quick work order panel with mold and product pickers, and production reports that count shots on the mold.' },
  { name: 'Inventory', phase: 1, path: '/inventory', description: 'Stock levels by item and location', plan: 'Stock by item and location, low-stock and out-of-stock views, receipts, issues, transfers and adjustments.' },
  { name: 'Products Catalog', phase: 1, path: '/products', description: 'Product master data and bills of materials', plan: 'The product master with pricing, stock by location and bills of materials.' },
  { name: 'Mold Management', phase: 1, path: '/molds', description: 'Molds, shot counts and shot-based maintenance', plan: 'Molds with shot counters, maintenance health, maintenance and usage history.' },
  { name: 'Shop Floor Control', phase: 1, path: '/shop-floor', description: 'Machines, running jobs and efficiency', plan: 'Live machine status, running jobs, operators, efficiency and uptime, refreshed every 30 seconds.' },
  { name: 'Costing', phase: 1, path: '/costing', description: 'Cost sheets: material, labor and overhead', plan: 'Cost sheets computed from BOMs, cycle times, cavities and machine rates, with margins.' },
  { name: 'Quality Control', phase: 2, path: '/quality', description: 'Inspections, nonconformances and quality records', plan: 'Incoming, in-process and final inspections, nonconformance reports and defect tracking in PPM.' },
  { name: 'Purchasing', phase: 2, path: '/purchasing', description: 'Purchase orders and receipts', plan: 'Purchase requisitions and orders, receipts into stock, and the on-time and complete-shipment data behind supplier scorecards.' },
  { name: 'Shipping', phase: 2, path: '/shipping', description: 'Shipments, packing and delivery', plan: 'Pick lists, packing, shipments and delivery documents for customer orders.' },
  { name: 'Accounting', phase: 2, path: '/accounting', description: 'Invoices, payments and ledgers', plan: 'Customer invoices, supplier bills, payments and the general ledger.' },
  { name: 'Maintenance', phase: 3, path: '/maintenance', description: 'Machine and mold maintenance work orders', plan: 'Maintenance work orders raised from mold shot counts and machine hours, schedules and spare parts.' },
  { name: 'HR', phase: 3, path: '/hr', description: 'Employees, shifts and training', plan: 'Employees, shifts, operator qualifications and training records.' },
  { name: 'Reports', phase: 3, path: '/reports', description: 'Analytics and operational reports', plan: 'Operational and financial reports: OEE, scrap, mold utilisation, supplier and sales analysis.' },
];

export function modulesOfPhase(phase: Phase): ModuleEntry[] {
  return MODULES.filter((m) => m.phase === phase);
}

export function moduleByPath(path: string): ModuleEntry | undefined {
  return MODULES.find((m) => m.path === path);
}
