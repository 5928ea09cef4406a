import type pg from 'pg';

/** A statement is prepared once it has been sent this many times by the process. */
export const PREPARE_AFTER_USES = 3;
/** At most this many statements are prepared (on each connection that runs them). */
export const MAX_PREPARED_STATEMENTS = 500;

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
}

/**
 * Names the statements this process sends often, so that each connection parses one
 * once and PostgreSQL can keep its plan: after five runs it plans it no more when its
 * generic plan costs no more than the custom ones (as the JDBC driver does by
 * default). Planning was most of the database's work for a lookup by key (0.32 ms
 * planned, 0.03 ms run: issue 20). Statements without parameters, seldom sent ones
 * and those past MAX_PREPARED_STATEMENTS go as before, unnamed.
 */
export class StatementNames {
  private readonly uses = new Map<string, number>();
  private readonly names = new Map<string, string>();

  nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name) return name;
    if (this.names.size >= MAX_PREPARED_STATEMENTS) return undefined;
    const uses = (this.uses.get(text) ?? 0) + 1;
    if (uses < PREPARE_AFTER_USES) {
      // Bounded like the names: a flood of one-off statements must not grow it forever.
      if (this.uses.size >= MAX_PREPARED_STATEMENTS * 10) this.uses.clear();
      this.uses.set(text, uses);
      return undefined;
    }
    this.uses.delete(text);
    const named = `shortlist_${this.names.size + 1}`;
    this.names.set(text, named);
    return named;
  }

  get preparedCount(): number {
    return this.names.size;
  }
}

/** pg's Client, naming the statements `names` picks (pool option `Client`). */
export function clientNaming(pgModule: typeof pg, names: StatementNames): typeof pg.Client {
  return class NamingClient extends pgModule.Client {
    // pg's overloads; only a parameterized config object is named, as drizzle sends them.
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const query = config as QueryConfigLike | null;
      if (
        query &&
        typeof query === 'object' &&
        typeof query.text === 'string' &&
        query.name === undefined &&
        Array.isArray(values) &&
        values.length > 0
      ) {
        const name = names.nameOf(query.text);
        if (name) config = { ...query, name };
      }
      return (super.query as (...args: unknown[]) => never)(config, values, callback);
    }
  } as unknown as typeof pg.Client;
}
