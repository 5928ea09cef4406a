import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';

/**
 * Statements parsed and planned once per connection (decision 0045). PostgreSQL parses
 * and plans an unnamed statement each time it is sent; under a crowd of applicants
 * that was a fifth of the database's time. A named statement is parsed once on each
 * connection and, once PostgreSQL finds its generic plan as good, not planned again.
 *
 * Only texts that are the same whatever their data are named: the hot inserts
 * (`insertRows`, one JSON parameter) and the rate-limit counters, statements without a
 * WHERE for a generic plan to choose badly. The task queue's (pg-boss) statements were
 * tried and not kept: their generic plans made completing tasks 3-4 times slower as
 * its table grew.
 *
 * A statement marked with `preparedStatement` starts with PREPARED_MARK, which the
 * pool's connections look for; a query built with values in its text must not be
 * marked. A query builder's statement cannot start with a mark: a compiled query's text
 * (compiled-query.ts, decision 0046) is learnt instead; reads by key on every request
 * cost the database more to plan than to run (an unlock's read planned in 0.5 ms and
 * ran in 0.05). At most MAX_PER_CONNECTION texts are named on one connection, so a
 * text that varies after all costs the database no more than a bounded set of statements.
 */
export const PREPARED_MARK = '/* prepared */';

/** Put first in a statement's SQL: `sql\`${preparedStatement} insert ...\``. */
export const preparedStatement = sql.raw(`${PREPARED_MARK} `);

const MAX_PER_CONNECTION = 100;

/** Texts named wherever they come from: compiled queries' (compiled-query.ts). */
const namedTexts = new Set<string>();

/** Names this exact text on every connection from now on (a compiled query's). */
export function learnNamedText(text: string): void {
  namedTexts.add(text);
}

/** The text's name: the same in every process, so a log or pg_prepared_statements tells it. */
export function statementName(text: string): string {
  return `s_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
}

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

/** A connection's `query`, as node-postgres takes it. */
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Names the marked statements sent on one node-postgres connection (a pool's 'connect'
 * event gives each one). The driver parses a named statement on the connection the
 * first time it sends it, and binds it alone after that.
 */
export function prepareOnConnection(client: { query: Query }): void {
  const named = new Map<string, string>();
  const query = client.query.bind(client) as Query;
  client.query = (config, values, callback) => {
    if (!isNamable(config)) return query(config, values, callback);
    const text = config.text;
    let name = named.get(text);
    if (name === undefined) {
      if (named.size >= MAX_PER_CONNECTION || !isMarked(text)) {
        return query(config, values, callback);
      }
      name = statementName(text);
      named.set(text, name);
    }
    return query({ ...config, name }, values, callback);
  };
}

const isMarked = (text: string) => text.startsWith(PREPARED_MARK) || namedTexts.has(text);

function isNamable(config: unknown): config is QueryConfig {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as QueryConfig).text === 'string' &&
    (config as QueryConfig).name === undefined
  );
}
