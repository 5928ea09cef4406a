import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, requiredText } from '../../shared/fields';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { AppError } from '../http/app-error';
import { createUserWithTemporaryPassword } from '../modules/auth/auth.service';

/*
 * npm run admin:create-superadmin -- --email ops@example.com --name "Ops Person"
 *
 * Creates a platform SUPERADMIN (no organization) on the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR: stop the server first, the
 * embedded database takes one process at a time) and prints a one-time password.
 */

const argumentsSchema = z.object({
  email: emailField('--email must be a valid email address'),
  name: requiredText('--name is required', 100),
});

export async function createSuperAdmin(db: Db, input: { email: string; name: string }) {
  return db.transaction((tx) =>
    createUserWithTemporaryPassword(tx, { ...input, orgId: null, role: 'SUPERADMIN' }),
  );
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const parsed = argumentsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(issue.message);
    console.error(
      'Usage: npm run admin:create-superadmin -- --email ops@example.com --name "Ops Person"',
    );
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    const { user, tempPassword } = await createSuperAdmin(database.db, parsed.data);
    process.stdout.write(
      [
        `Super Admin created: ${user.name} <${user.email}>`,
        `One-time password: ${tempPassword}`,
        'Sign in with it at /signin: Shortlist then asks for a password of their own.',
        'It is shown only now and is not stored anywhere readable.',
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'email_taken') {
      console.error(`An account with the email ${parsed.data.email} already exists.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
}
