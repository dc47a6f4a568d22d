/**
 * Runs once when the server starts: migrations (so the first request is not the one that waits for them), then,
 * in production, the checks that must pass before anyone is served (a real NEXTAUTH_SECRET, no demo password
 * that still works outside a demo). A failed check stops the process with the reasons.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDb, migrateDb } = await import('@/db/client');
  await migrateDb();
  if (process.env.NODE_ENV !== 'production') return;
  const { productionStartProblems } = await import('@/lib/auth/startup-checks');
  const problems = await productionStartProblems(getDb());
  if (problems.length) {
    console.error(`\nMoldline refuses to start:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
}
