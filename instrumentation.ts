/** Migrations run once when the server starts, so the first request is not the one that waits for them. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { migrateDb } = await import('@/db/client');
  await migrateDb();
}
