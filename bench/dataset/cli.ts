/**
 * npm run bench:data -- --scale smoke|small|district [--replace]
 * Fills the configured database (DATABASE_URL, or the embedded one in DATA_DIR) with a benchmark district.
 */
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../../server/cli/open';
import { emptyDatabase, fillDataset, isEmpty } from './dataset';
import { parseScale } from './scales';

const { values } = parseArgs({
  options: { scale: { type: 'string' }, replace: { type: 'boolean', default: false } },
});
const scale = parseScale(values.scale);
const database = openConfiguredDatabase();
try {
  await database.migrate();
  if (!(await isEmpty(database.db))) {
    if (!values.replace) {
      throw new Error('the database already holds data; add --replace to delete all of it first');
    }
    console.log('deleting the data already there (--replace)');
    await emptyDatabase(database.db);
  }
  await fillDataset(database.db, scale, (line) => console.log(line));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
