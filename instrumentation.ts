/**
 * Runs once when the server starts: migrations (so the first request is not the one that waits for them), then,
 * in production, the checks that must pass before anyone is served (a real NEXTAUTH_SECRET, no demo password
 * that still works outside a demo). A failed check stops the process with the reasons. Only then does
 * GET /api/health/ready answer 200; scripts/server.mjs closes the database through `closeDatabase` on SIGTERM.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { closeDb, dbKind, getDb, migrateDb } = await import('@/db/client');
  const { lifecycle } = await import('@/lib/system/lifecycle');
  await migrateDb();
  if (process.env.NODE_ENV === 'production') {
    const { productionStartProblems } = await import('@/lib/auth/startup-checks');
    const problems = await productionStartProblems(getDb());
    if (problems.length) {
      console.error(`\nMoldline refuses to start:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
      process.exit(1);
    }
    if (dbKind() === 'pglite') {
      console.warn(
        'Moldline is running in production on the embedded database (PGlite): one process only, and backups need the app stopped. ' +
          'Move to PostgreSQL with `npm run db:move -- --to postgres://…` (README, "Running in production").',
      );
    }
  }
  const state = lifecycle();
  state.closeDatabase = closeDb;
  state.migrated = true;
  // Maintenance work orders the calendar calls for (days, running hours), once a plant day (CONTRACT §12).
  if (process.env.MAINTENANCE_SWEEP !== 'off') {
    const { startDailyMaintenanceSweep } = await import('@/lib/maintenance/daily');
    startDailyMaintenanceSweep(getDb);
  }
}
