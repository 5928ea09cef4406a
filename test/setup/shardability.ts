import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModule, parseSync } from 'libpg-query';
import { crossOrganizationScope } from '../../src/server/db/across-organizations';

/**
 * The shardability check (decision 0040): every statement the tests send is parsed
 * (PostgreSQL's own parser, libpg-query) and each use of a distributed table must be
 * pinned to organizations by its distribution column: `org_id = <value>` (or `= any`,
 * `in`), directly or through an equality with another pinned table's, in the
 * statement's AND-ed conditions; an insert names the column. Citus routes such a
 * statement to the shards of the organizations it names. A statement that is not
 * pinned passes only inside a named `acrossOrganizations` scope.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const CITUS_SCRIPT = path.resolve(here, '../../scripts/citus/distribute.sql');

/** table -> distribution column, read from the Citus script (its one source). */
export function distributedTables(script = fs.readFileSync(CITUS_SCRIPT, 'utf8')) {
  const tables = new Map<string, string>();
  for (const match of script.matchAll(
    /create_distributed_table\(\s*'([a-z_]+)'\s*,\s*'([a-z_]+)'/g,
  )) {
    tables.set(match[1]!, match[2]!);
  }
  return tables;
}

export interface ShardabilityViolation {
  sql: string;
  tables: string[];
}

type Node = Record<string, unknown>;
type Relation = { table: string; alias: string; column: string };

/** Walks an AST value, calling `visit` with every node object (`{ Kind: {...} }` unwrapped). */
function each(value: unknown, visit: (kind: string, node: Node) => boolean | void): void {
  if (Array.isArray(value)) {
    for (const item of value) each(item, visit);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value as Node)) {
    if (/^[A-Z]/.test(key) && inner && typeof inner === 'object' && !Array.isArray(inner)) {
      if (visit(key, inner as Node) === false) continue;
    }
    each(inner, visit);
  }
}

function columnRef(node: unknown): string[] | undefined {
  const ref = (node as { ColumnRef?: { fields: { String?: { sval: string } }[] } })?.ColumnRef;
  if (!ref) return undefined;
  return ref.fields.map((field) => field.String?.sval ?? '*');
}

export class ShardabilityChecker {
  private readonly verdicts = new Map<string, string[]>();

  constructor(private readonly distributed: Map<string, string>) {}

  /** The distributed tables a statement uses without pinning them; empty when it is shardable. */
  unpinnedTables(sql: string): string[] {
    let verdict = this.verdicts.get(sql);
    if (!verdict) {
      verdict = [...new Set(this.checkStatements(sql))].sort();
      this.verdicts.set(sql, verdict);
    }
    return verdict;
  }

  private checkStatements(sql: string): string[] {
    if (!/\w/.test(sql) || /^\s*(begin|commit|rollback|savepoint|release|set |show )/i.test(sql)) {
      return [];
    }
    const tree = parseSync(sql) as { stmts: { stmt: Node }[] };
    const unpinned: string[] = [];
    for (const { stmt } of tree.stmts) unpinned.push(...this.checkNode(stmt));
    return unpinned;
  }

  /** Finds every query level (select, update, delete, insert) under `node` and checks each. */
  private checkNode(node: unknown): string[] {
    const unpinned: string[] = [];
    each(node, (kind, inner) => {
      if (kind === 'SelectStmt')
        unpinned.push(...this.checkLevel(inner, inner.fromClause, inner.whereClause));
      else if (kind === 'UpdateStmt')
        unpinned.push(
          ...this.checkLevel(
            inner,
            [{ RangeVar: inner.relation }, ...((inner.fromClause as unknown[]) ?? [])],
            inner.whereClause,
          ),
        );
      else if (kind === 'DeleteStmt')
        unpinned.push(
          ...this.checkLevel(
            inner,
            [{ RangeVar: inner.relation }, ...((inner.usingClause as unknown[]) ?? [])],
            inner.whereClause,
          ),
        );
      else if (kind === 'InsertStmt') unpinned.push(...this.checkInsert(inner));
      // Keep walking: subqueries, CTEs and set operations are levels of their own.
    });
    return unpinned;
  }

  private checkInsert(insert: Node): string[] {
    const relation = insert.relation as { relname: string };
    const column = this.distributed.get(relation.relname);
    if (!column) return [];
    const columns = ((insert.cols as { ResTarget: { name: string } }[]) ?? []).map(
      (col) => col.ResTarget.name,
    );
    return columns.includes(column) ? [] : [relation.relname];
  }

  /** One query level: its distributed relations must each be pinned by its quals. */
  private checkLevel(level: Node, from: unknown, where: unknown): string[] {
    const relations: Relation[] = [];
    const quals: unknown[] = [where];
    const collectFrom = (item: unknown): void => {
      const node = item as Node;
      if (node?.RangeVar) {
        const range = node.RangeVar as { relname: string; alias?: { aliasname: string } };
        const column = this.distributed.get(range.relname);
        if (column)
          relations.push({
            table: range.relname,
            alias: range.alias?.aliasname ?? range.relname,
            column,
          });
      } else if (node?.JoinExpr) {
        const join = node.JoinExpr as Node;
        collectFrom(join.larg);
        collectFrom(join.rarg);
        quals.push(join.quals);
      }
    };
    for (const item of (from as unknown[]) ?? []) collectFrom(item);
    if (relations.length === 0) return [];

    // Union-find over the relations' distribution columns; a set is pinned when one of
    // its members equals a value (parameter, constant, subquery, outer column).
    const parent = relations.map((_, index) => index);
    const find = (index: number): number =>
      parent[index] === index ? index : (parent[index] = find(parent[index]!));
    const pinned = new Set<number>();
    const relationOf = (ref: string[] | undefined): number | undefined => {
      if (!ref) return undefined;
      const name = ref.at(-1)!;
      const qualifier = ref.length > 1 ? ref.at(-2) : undefined;
      const matches = relations
        .map((relation, index) => ({ relation, index }))
        .filter(
          ({ relation }) =>
            relation.column === name && (qualifier === undefined || relation.alias === qualifier),
        );
      return matches.length === 1 ? matches[0]!.index : undefined;
    };
    const isColumnOfLevel = (ref: string[] | undefined) =>
      ref !== undefined &&
      (ref.length === 1 || relations.some((relation) => relation.alias === ref.at(-2)));

    const visitQual = (qual: unknown): void => {
      const node = qual as Node;
      if (!node) return;
      if (node.BoolExpr) {
        const bool = node.BoolExpr as { boolop: string; args: unknown[] };
        if (bool.boolop === 'AND_EXPR') bool.args.forEach(visitQual);
        return; // OR and NOT pin nothing.
      }
      const expr = node.A_Expr as
        | { kind: string; name: { String: { sval: string } }[]; lexpr: unknown; rexpr: unknown }
        | undefined;
      if (!expr) return;
      const operator = expr.name?.[0]?.String.sval;
      const isEquality =
        (expr.kind === 'AEXPR_OP' && operator === '=') ||
        (expr.kind === 'AEXPR_OP_ANY' && operator === '=') ||
        (expr.kind === 'AEXPR_IN' && operator === '=');
      if (!isEquality) return;
      const left = relationOf(columnRef(expr.lexpr));
      const right = expr.kind === 'AEXPR_OP' ? relationOf(columnRef(expr.rexpr)) : undefined;
      if (left !== undefined && right !== undefined) {
        parent[find(left)] = find(right);
      } else if (left !== undefined && !isColumnOfLevel(columnRef(expr.rexpr))) {
        pinned.add(left);
      } else if (right !== undefined && !isColumnOfLevel(columnRef(expr.lexpr))) {
        pinned.add(right);
      }
    };
    quals.forEach(visitQual);
    const pinnedRoots = new Set([...pinned].map(find));
    void level;
    return relations
      .filter((_, index) => !pinnedRoots.has(find(index)))
      .map((relation) => relation.table);
  }
}

let checker: ShardabilityChecker | undefined;
export const shardabilityViolations: ShardabilityViolation[] = [];

/** Loads the parser; the query hook below is synchronous. */
export async function loadShardabilityCheck(): Promise<void> {
  await loadModule();
  checker = new ShardabilityChecker(distributedTables());
}

/** The query hook every test database gets: records unpinned statements outside a named scope. */
export function checkShardability(sql: string): void {
  if (!checker || crossOrganizationScope()) return;
  const tables = checker.unpinnedTables(sql);
  if (tables.length > 0) shardabilityViolations.push({ sql, tables });
}
