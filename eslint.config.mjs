import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
      // One way to load a part of a page after it (components/ui/client-only.tsx, lazy-dialog.tsx).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/dynamic', message: 'Use clientOnly() or lazyDialog() from components/ui: next/dynamic adds its loader to every page that imports it.' },
            { name: 'sonner', message: "Use toast from '@/components/ui/toast': it loads sonner with the toaster, not with the page." },
            { name: 'lucide-react', message: "Use the icons of '@/components/ui/icons' (npm run icons after importing a new one): lucide-react's icons are client components." },
            { name: 'next/link', message: "Use Link from '@/components/ui/link': it prefetches a page when the person shows intent, not every link in view, and brings none of next/link's code." },
          ],
        },
      ],
    },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', '.data/**', 'db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];

export default config;
