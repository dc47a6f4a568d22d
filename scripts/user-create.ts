/**
 * Create a user from the command line — how the first admin of a real plant is made.
 *   npm run user:create -- --email ops@plant.com --name "Plant Admin" --role Admin
 * The password is read from ADMIN_PASSWORD, or asked for on the terminal (never taken as an argument).
 */
import { parseArgs } from 'node:util';
import readline from 'node:readline/promises';
import { closeDb, getDb, migrateDb } from '@/db/client';
import { createUser } from '@/lib/auth/service';
import { isServiceError, ValidationError } from '@/lib/errors';

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const password = await rl.question('Password (min. 8 characters): ');
  rl.close();
  return password;
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'Admin' } },
  });
  const email = values.email ?? process.env.ADMIN_EMAIL;
  if (!email) throw new Error('Usage: npm run user:create -- --email you@plant.com [--name "Your Name"] [--role Admin]');
  await migrateDb();
  const user = await createUser(getDb(), { email, name: values.name ?? email.split('@')[0], role: values.role as never, password: await askPassword() });
  console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
}

main()
  .catch((err) => {
    if (err instanceof ValidationError) console.error(Object.values(err.errors).flat().join('\n'));
    else console.error(isServiceError(err) || err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
