import { parseArgs } from 'node:util';
import { loadEnv } from '../env';
import { createSuperAdmin, describeResult, listSchoolChoices } from '../modules/super-admin';
import { openConfiguredDatabase } from './open';

/**
 * npm run create-super-admin -- --email x@y [--first-name A --last-name B] [--school-id <uuid>]
 * npm run create-super-admin -- --list-schools
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'school-id': { type: 'string' },
      'list-schools': { type: 'boolean' },
    },
  });
  const env = loadEnv();
  const database = openConfiguredDatabase();
  const ctx = { db: database.db, env };
  try {
    await database.migrate();
    if (values['list-schools']) {
      for (const school of await listSchoolChoices(ctx)) {
        console.log(`${school.locationId}  ${school.locationName} (${school.districtName})`);
      }
      return;
    }
    const result = await createSuperAdmin(ctx, {
      email: values.email,
      firstName: values['first-name'],
      lastName: values['last-name'],
      schoolId: values['school-id'],
    });
    for (const line of describeResult(result, env.APP_URL)) console.log(line);
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`create-super-admin: ${message.replace(/\s*\n\s*/g, '; ')}`);
  process.exitCode = 1;
}
