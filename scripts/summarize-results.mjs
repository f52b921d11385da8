// Adds up the Jest and Playwright result files and prints the closing line `N passed, N failed`.
// A stage that failed without a result file (lint, types, build) counts as one failure, so a red
// stage can never hide behind green tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, ...failedStages] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const reported = new Set();

for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('jest-')) {
    passed += data.numPassedTests;
    failed += data.numFailedTests + (data.numRuntimeErrorTestSuites ?? 0);
    skipped += data.numPendingTests + (data.numTodoTests ?? 0);
    reported.add(`unit:${file.slice(5, -5)}`);
  } else if (file === 'e2e.json') {
    passed += data.stats.expected + data.stats.flaky;
    failed += data.stats.unexpected;
    skipped += data.stats.skipped;
    reported.add('e2e');
  }
}
const unreported = failedStages.filter((s) => !reported.has(s));
failed += unreported.length;

if (failedStages.length) console.log(`failed stages: ${failedStages.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStages.length || failed ? 1 : 0);
