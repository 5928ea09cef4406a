import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { databaseUrl, dropDatabase, uniqueDatabaseName, withAdminClient } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/** Migrates one template database per run; each test file clones it (fast, isolated). */
export default async function setup(project: TestProject) {
  const template = uniqueDatabaseName('shortlist_tpl');
  await withAdminClient((client) => client.query(`create database "${template}"`));
  const database = await openDatabase({
    databaseUrl: databaseUrl(template),
    dataDir: '',
    poolSize: 1,
  });
  await database.close();
  project.provide('templateDatabase', template);
  return async () => {
    await dropDatabase(template);
  };
}
