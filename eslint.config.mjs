import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// One way to load a part of a page after it (components/ui/client-only.tsx, lazy-dialog.tsx), one toast, one icon set, one Link.
const RESTRICTED_IMPORTS = [
  { name: 'next/dynamic', message: 'Use clientOnly() or lazyDialog() from components/ui: next/dynamic adds its loader to every page that imports it.' },
  { name: 'sonner', message: "Use toast from '@/components/ui/toast': it loads sonner with the toaster, not with the page." },
  { name: 'lucide-react', message: "Use the icons of '@/components/ui/icons' (npm run icons after importing a new one): lucide-react's icons are client components." },
  { name: 'next/link', message: "Use Link from '@/components/ui/link': it prefetches a page when the person shows intent, not every link in view, and brings none of next/link's code." },
];

// API route handlers run outside Next.js's request scope (scripts/api-router.mjs calls them with a plain Request).
const NEXT_REQUEST_SCOPE = 'API route handlers are called with a plain Request, outside Next.js\'s request scope (scripts/api-router.mjs): read the request you are given (apiHandler), not next/headers, NextRequest or after().';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: RESTRICTED_IMPORTS }],
    },
  },
  {
    files: ['app/api/**', 'lib/api/**'],
    ignores: ['app/api/auth/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...RESTRICTED_IMPORTS, ...['next/headers', 'next/server', 'next/navigation', 'next/cache'].map((name) => ({ name, message: NEXT_REQUEST_SCOPE }))],
        },
      ],
    },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', '.data/**', 'db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];

export default config;
