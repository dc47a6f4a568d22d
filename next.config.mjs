// The pages' Content-Security-Policy (a nonce per request, no 'unsafe-inline' scripts) and HSTS are set per
// request in middleware.ts; these are the headers every response carries, and those of the JSON API
// (lib/security-headers.ts has the same values).
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const HSTS = 'max-age=63072000; includeSubDomains';
/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets several builds (e.g. parallel e2e runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships WASM + extension bundles that must not go through the bundler.
  // Native password hashing (argon2id, bcrypt for hashes made before) loads its .node binary at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', '@node-rs/bcrypt'],
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tests included) as its own step; the build doesn't repeat it.
  typescript: { ignoreBuildErrors: true },
  // Browsers still ask for /favicon.ico on their own (e.g. on error pages): answer with the app's icon, not a 404.
  async rewrites() {
    return [{ source: '/favicon.ico', destination: '/icon.svg' }];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
        ],
      },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
      // Over https (a proxy that terminates TLS says so): HSTS on the API as on the pages.
      {
        source: '/api/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: HSTS }],
      },
    ];
  },
};

export default nextConfig;
