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
    "The platform console's lists, counts and lookups by id across organizations: multi-shard reads, run in parallel on the workers, for a handful of operators.",
  matching:
    'Matching reads the live jobs and candidate pools it compares, and finds a job or candidate by id: multi-shard reads, bounded by the pages it answers.',
  'platform task':
    'Scheduled upkeep sweeps every organization to find its work (demo purge, retention, payment reconciliation, lost email and job-sync sweeps, careers-board events, import claims, data-key rotation): multi-shard reads off the request path; each row found is then changed in its own organization.',
  'public job lookup':
    'A public application names its job by id, and the sitemap lists every published job: one multi-shard index probe (the page itself finds its job through public_names).',
  'token lookup':
    'An emailed invitation link finds its invitation by the hash of its token: one multi-shard index probe, rare.',
  'data request':
    "A candidate's data link names a person by email, whom several organizations may hold: their records are found in every organization, then each is read or changed in its own.",
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
