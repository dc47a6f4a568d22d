const isDev = process.env.NODE_ENV !== 'production';

// One Content-Security-Policy for every response. Next.js hydration needs inline scripts
// (no nonce plumbing yet); dev mode additionally needs eval for fast refresh.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets several builds (e.g. parallel e2e runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships WASM + extension bundles that must not go through the bundler.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tests included) as its own step; the build doesn't repeat it.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Content-Security-Policy', value: csp },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default nextConfig;
