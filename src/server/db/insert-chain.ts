import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './client';
import { preparedStatement } from './prepared-statements';

/** An insert of a chain: later inserts may keep only the rows whose key it made. */
export interface ChainStep {
  readonly name: SQL;
  readonly index: number;
}

/**
 * What a chain's steps returned: each insert's new rows, their ids with their creation
 * times (another step's rows, its own ids and values).
 */
export class ChainResult {
  constructor(private readonly made: Array<Map<string, string>>) {}

  /** Whether the step made the row with this id (it may have been given one it did not make). */
  isMade(step: ChainStep, id: string): boolean {
    return this.made[step.index]!.has(id);
  }

  /** When the step's row with this id was made, as PostgreSQL wrote it (its text). */
  createdAt(step: ChainStep, id: string): string | undefined {
    return this.made[step.index]!.get(id);
  }

  /** The value a step that is not an insert returned for this id (see InsertChain.add). */
  valueOf(step: ChainStep, id: string): string | undefined {
    return this.made[step.index]!.get(id);
  }
}

/** What an insert returns to the chain's result: the ids it made, with their creation times. */
const MADE = sql`id::text as id, created_at::text as value`;

/**
 * Inserts that depend on each other, sent as one statement of data-modifying CTEs
 * (decision 0056): a statement is atomic on its own, so rows that must exist together
 * need no transaction, and one statement costs one trip to the database instead of one
 * for each table plus a begin and a commit. Under a crowd of applicants those trips were
 * most of what an application cost the server.
 *
 * Each insert (insertRows' `insert ... select ... from json_populate_recordset(...) as r`,
 * then its `where` and `on conflict`) ends `returning id, created_at`; the ids are given
 * by the caller, so a later insert keeps only the rows whose key an earlier one made
 * (`onlyWhereMade`): a candidate the unique key found already there makes no
 * application, and the caller writes that one another way. Every step sees the same
 * snapshot, so a step never reads what another wrote, only what it returned.
 *
 * A step may also be another data-modifying statement whose rows later steps read
 * (the rate limiter's count, decision 0060), with its own output: an id and a value.
 */
export class InsertChain {
  private readonly steps: SQL[] = [];
  private readonly outputs: SQL[] = [];

  /**
   * Adds an insert that ends `returning id, created_at`; or another statement, with
   * `output`, the select list of what the result keeps of its rows: `id` and `value`,
   * both text.
   */
  add(statement: SQL, output: SQL = MADE): ChainStep {
    const index = this.steps.length;
    const name = sql.raw(`chained_${index}`);
    this.steps.push(sql`${name} as (${statement})`);
    this.outputs.push(sql`select ${sql.raw(String(index))} as step, ${output} from ${name}`);
    return { name, index };
  }

  /** A step's `where`: only the rows whose `key` (SQL over the row, `r`) the step made. */
  static onlyWhereMade(key: SQL, step: ChainStep): SQL {
    return sql`where ${key} in (select id from ${step.name})`;
  }

  get isEmpty(): boolean {
    return this.steps.length === 0;
  }

  /** Runs the steps, in one statement whose text depends on their columns only (prepared). */
  async run(db: DbOrTx): Promise<ChainResult> {
    if (this.isEmpty) throw new Error('An insert chain needs at least one insert');
    const made = this.steps.map(() => new Map<string, string>());
    const rows = await queryRows<{ step: number; id: string; value: string }>(
      db,
      sql`${preparedStatement}with ${sql.join(this.steps, sql`, `)} ${sql.join(this.outputs, sql` union all `)}`,
    );
    for (const row of rows) made[Number(row.step)]!.set(row.id, row.value);
    return new ChainResult(made);
  }
}
