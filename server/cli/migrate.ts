import { openConfiguredDatabase } from './open';

const database = openConfiguredDatabase();
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
