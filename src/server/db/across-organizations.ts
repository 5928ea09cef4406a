import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The queries that read or write more than one organization's rows, by name, with how
 * they run once the data is sharded by organization on Citus (decision 0040). Every
 * other query on an organization-owned table filters by its `org_id`, so that Citus
 * routes it to one shard; the tests check each statement they send (test/setup/
 * shardability.ts) and let a statement without that filter through only inside one of
 * these scopes.
 */
export const CROSS_ORGANIZATION_QUERIES = {
  'platform admin':
    'The platform console lists and counts across organizations: multi-shard reads, run in parallel on every worker, for a handful of operators.',
  matching:
    'Matching a candidate to jobs reads live jobs of every organization: multi-shard read, the jobs table stays small beside applications.',
  'platform task':
    'Scheduled upkeep (demo purge, retention, payment reconciliation, careers board sync, import requeue) sweeps every organization: multi-shard, off the request path.',
  'public job lookup':
    "A public job page or application finds its job by the public slug: one multi-shard index probe (or a lookup table distributed by the slug; decision 0040), then the job's own shard.",
  'token lookup':
    'An emailed link (invitation, candidate data request) finds its row by the hash of its token: one multi-shard index probe, rare.',
  'payment webhook':
    "The payment provider's webhook names a payment by its reference only: one multi-shard index probe, then the payment's own shard.",
} as const;

export type CrossOrganizationQuery = keyof typeof CROSS_ORGANIZATION_QUERIES;

const scope = new AsyncLocalStorage<CrossOrganizationQuery>();

/**
 * Runs `work`, whose queries cross organizations for the named reason. Awaited inside
 * the scope, so that a query builder returned as is (run when awaited) runs in it too.
 */
export function acrossOrganizations<T>(
  name: CrossOrganizationQuery,
  work: () => T | PromiseLike<T>,
): Promise<T> {
  return scope.run(name, async () => await work());
}

/** The cross-organization scope the calling code runs in, if any. */
export function crossOrganizationScope(): CrossOrganizationQuery | undefined {
  return scope.getStore();
}
