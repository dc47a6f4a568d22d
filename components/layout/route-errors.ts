/**
 * The failure text of each screen (spec §8), by the path that failed: what `app/(app)/error.tsx` shows when a
 * page or a record's existence check throws. One boundary for the app, not one error.tsx per module: each of
 * those was a chunk of its own that carried another copy of RouteError and Alert on every module page.
 * The first pattern that matches the path wins, so records come before their lists.
 */
export type RouteErrorText = {
  /** The failure text, e.g. 'Failed to load products'. */
  title: string;
  /** What could not be loaded, e.g. 'The products catalog could not be loaded.' */
  what: string;
  /** The page heading, so the user still knows where they are (list screens). */
  heading?: { title: string; subtitle?: string };
  /** A way back (record pages). */
  back?: { href: string; label: string };
};

const ROUTE_ERRORS: [RegExp, RouteErrorText][] = [
  [/^\/sales\/orders\/[^/]+/, { title: 'Failed to load the sales order', what: 'This sales order could not be loaded.', back: { href: '/sales', label: 'Back to Sales' } }],
  [/^\/shipping\/[^/]+/, { title: 'Failed to load the shipment', what: 'This shipment could not be loaded.', back: { href: '/shipping', label: 'Back to Shipping' } }],
  [/^\/shipping$/, { title: 'Failed to load shipments', what: 'The shipments could not be read from the database.', heading: { title: 'Shipping' } }],
  [/^\/customers\/[^/]+/, { title: 'Failed to load the customer', what: 'This customer could not be loaded.', back: { href: '/customers', label: 'Back to Customers' } }],
  [/^\/customers$/, { title: 'Failed to load customers', what: 'The customer list could not be loaded.' }],
  [/^\/molds\/[^/]+/, { title: 'Failed to load the mold', what: 'This mold could not be loaded.', back: { href: '/molds', label: 'Back to Molds' } }],
  [/^\/molds$/, { title: 'Failed to load molds', what: 'The mold list could not be read from the database.', heading: { title: 'Mold Management' } }],
  [/^\/production\/work-orders\/[^/]+/, { title: 'Failed to load the work order', what: 'This work order could not be loaded.', back: { href: '/production', label: 'Back to Production' } }],
  [/^\/production$/, { title: 'Failed to load work orders', what: 'The work orders could not be read from the database.', heading: { title: 'Production Planning' } }],
  [/^\/products\/[^/]+/, { title: 'Failed to load product details', what: 'The product could not be loaded.', back: { href: '/products', label: 'Back to Products' } }],
  [/^\/products$/, { title: 'Failed to load products', what: 'The products catalog could not be loaded.', heading: { title: 'Products Catalog', subtitle: 'Manage your product master data' } }],
  [/^\/suppliers\/[^/]+/, { title: 'Failed to load supplier', what: 'This supplier could not be loaded.', back: { href: '/suppliers', label: 'Back to Suppliers' } }],
  [/^\/suppliers$/, { title: 'Failed to load suppliers', what: 'The supplier list could not be loaded.', heading: { title: 'Suppliers' } }],
  [/^\/costing$/, { title: 'Failed to load cost sheets', what: 'The cost sheets could not be loaded.', heading: { title: 'Costing' } }],
  [/^\/inventory\/lots\/[^/]+/, { title: 'Failed to load the lot label', what: 'This stock lot could not be loaded.', back: { href: '/inventory', label: 'Back to Inventory' } }],
  [/^\/inventory$/, { title: 'Failed to load inventory', what: 'The inventory list could not be read from the database.', heading: { title: 'Inventory' } }],
  // Spec §8: the scorecard dashboard's failure text is 'Failed to load dashboard data' (server details are never shown).
  [/^\/scorecard-dashboard$/, { title: 'Failed to load dashboard data', what: 'The scorecard dashboard could not be loaded.', heading: { title: 'Supplier Scorecard Dashboard' } }],
  [/^\/admin\/users\/[^/]+/, { title: 'Failed to load the user', what: 'This user could not be loaded.', back: { href: '/admin/users', label: 'Back to Users' } }],
  [/^\/admin\/users$/, { title: 'Failed to load users', what: 'The user list could not be loaded.', heading: { title: 'Users' } }],
  [/^\/admin\/audit$/, { title: 'Failed to load the audit log', what: 'The audit log could not be loaded.', heading: { title: 'Audit log' } }],
  [/^\/account$/, { title: 'Failed to load your account', what: 'Your tokens and sessions could not be loaded.', heading: { title: 'Account' } }],
  [/^\/maintenance$/, { title: 'Failed to load maintenance work orders', what: 'The maintenance work orders could not be read from the database.', heading: { title: 'Maintenance' } }],
  [/^\/purchasing\/[^/]+/, { title: 'Failed to load the purchase order', what: 'This purchase order could not be loaded.', back: { href: '/purchasing', label: 'Back to Purchasing' } }],
  [/^\/purchasing$/, { title: 'Failed to load purchase orders', what: 'The purchase orders could not be read from the database.', heading: { title: 'Purchasing' } }],
  [/^\/reports$/, { title: 'Failed to load the reports', what: 'OEE, downtime and scrap could not be read from the database.', heading: { title: 'Reports' } }],
  [/^\/shop-floor\/[^/]+/, { title: 'Failed to load the press', what: 'This press and its job could not be loaded.', back: { href: '/shop-floor', label: 'Back to Shop Floor' } }],
  [/^\/shop-floor$/, { title: 'Failed to load the shop floor', what: 'The machines and jobs could not be read from the database.', heading: { title: 'Shop Floor Control' } }],
];

const ANY_PAGE: RouteErrorText = { title: 'Something went wrong', what: 'This page could not be loaded.' };

/** The failure text for a path (`usePathname()`); a screen without its own gets the general one. */
export function routeErrorFor(pathname: string | null): RouteErrorText {
  const path = (pathname ?? '/').replace(/\/+$/, '') || '/';
  return ROUTE_ERRORS.find(([pattern]) => pattern.test(path))?.[1] ?? ANY_PAGE;
}
