import { seedDemoIfEmpty } from '../db/seed/demo';
import { openConfiguredDatabase } from './open';

const database = openConfiguredDatabase();
await database.migrate();
const seeded = await seedDemoIfEmpty(database.db);
await database.close();
console.log(seeded ? 'demo district seeded' : 'the database already holds a district; nothing seeded');
