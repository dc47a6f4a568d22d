// Adds up every suite of `npm test` and prints the one line CI reads: "N passed, M failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
const failures = []; // "suite › file › test: first line of the error", printed just above the total
const firstLine = (m) => String(m ?? '').split('\n').find((l) => l.trim()) ?? '';

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return null;
  }
};

for (const file of ['vitest-pglite.json', 'vitest-postgres.json', 'vitest-server.json']) {
  const r = read(file);
  if (!r) continue;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // A file that failed to load has no tests but is a failure all the same.
  const brokenFiles = (r.testResults ?? []).filter((t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0).length;
  failed += brokenFiles;
  const suite = file.replace('.json', '');
  lines.push(`${suite}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed`);
  for (const t of r.testResults ?? []) {
    const rel = path.relative(process.cwd(), t.name ?? '');
    const failedTests = (t.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedTests) failures.push(`${suite} › ${rel} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (t.status === 'failed' && failedTests.length === 0) failures.push(`${suite} › ${rel}: ${firstLine(t.message)}`);
  }
}

const pw = read('playwright.json');
if (pw?.stats) {
  const ok = pw.stats.expected + pw.stats.flaky;
  passed += ok;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
  lines.push(`playwright: ${ok} passed, ${pw.stats.unexpected} failed${pw.stats.flaky ? ` (${pw.stats.flaky} flaky)` : ''}`);
  // Errors outside any test (e.g. the web server did not start) leave stats at zero.
  if ((pw.errors ?? []).length && ok + pw.stats.unexpected === 0) failed += 1;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const err = t.results?.at(-1)?.error?.message;
        failures.push(`playwright › ${spec.file ?? file} › ${spec.title}: ${firstLine(err).replace(/\u001b\[[0-9;]*m/g, '')}`);
      }
    }
    for (const s of suite.suites ?? []) walk(s, s.file ?? file);
  };
  for (const s of pw.suites ?? []) walk(s, s.file);
}

let steps = [];
try {
  steps = fs.readFileSync(path.join(dir, 'steps.txt'), 'utf8').trim().split('\n').filter(Boolean);
} catch {
  /* no steps recorded */
}
for (const s of steps) {
  const [kind] = s.split(' ');
  if (kind === 'pass') passed += 1;
  else if (kind === 'fail' || kind === 'crash') failed += 1;
  else if (kind === 'exit') {
    // The runner exited non-zero: when its report counted no failure, count one so the run is not green.
    const counted = lines.join('\n');
    if (!/[1-9]\d* failed/.test(counted)) failed += 1;
  }
  if (kind !== 'pass') lines.push(s);
}

console.log('\n' + lines.join('\n'));
// The failed tests by name, so that the last lines of a CI log say what to look at.
if (failures.length) console.log('\nfailed:\n' + failures.slice(0, 30).map((f) => `  ${f.slice(0, 300)}`).join('\n') + (failures.length > 30 ? `\n  … and ${failures.length - 30} more` : ''));
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
