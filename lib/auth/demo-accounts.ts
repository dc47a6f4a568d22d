/**
 * The demo's people and their demo passwords, as data. The demo seed (db/seed/users.ts) creates them; a production
 * server refuses to start while any of them can still sign in with its demo password (./startup-checks.ts), which
 * reads them from here so the app never imports the seed.
 */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin123', name: 'Admin User', role: 'Admin' as const };
export const DEMO_STAFF_PASSWORD = 'demo-password-123';

export const DEMO_STAFF = [
  { email: 'purchasing@example.com', name: 'Priya Raman', role: 'Purchasing' as const },
  { email: 'quality@example.com', name: 'Marcus Webb', role: 'Quality' as const },
  { email: 'production@example.com', name: 'Elena Vasquez', role: 'Production' as const },
  { email: 'planning@example.com', name: 'Tom Okafor', role: 'Planning' as const },
  { email: 'sales@example.com', name: 'Grace Lindqvist', role: 'Sales' as const },
  { email: 'viewer@example.com', name: 'Victor Nakamura', role: 'Viewer' as const },
];

/** Every demo account with its demo password. */
export const DEMO_CREDENTIALS: { email: string; password: string }[] = [
  { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  ...DEMO_STAFF.map((s) => ({ email: s.email, password: DEMO_STAFF_PASSWORD })),
];
