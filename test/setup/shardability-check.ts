import fs from 'node:fs';
import { afterEach, beforeAll } from 'vitest';
import { loadShardabilityCheck, shardabilityViolations } from './shardability';

// Decision 0040: a test fails when it made the app send a statement that Citus could not
// route by organization, outside a named cross-organization scope.
beforeAll(loadShardabilityCheck);

afterEach(() => {
  if (shardabilityViolations.length === 0) return;
  const found = shardabilityViolations.splice(0);
  const report = process.env.SHARDABILITY_REPORT;
  if (report) {
    for (const violation of found) fs.appendFileSync(report, `${JSON.stringify(violation)}\n`);
    return;
  }
  const lines = new Set(found.map(({ sql, tables }) => `- ${tables.join(', ')}: ${sql.trim()}`));
  throw new Error(
    `Statements not pinned to organizations (decision 0040):\n${[...lines].join('\n')}`,
  );
});
