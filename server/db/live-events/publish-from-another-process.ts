/**
 * The other process of live-event-hub.pg.test.ts: publishes one live event in a transaction on a
 * connection of its own, then exits (0 once committed).
 *
 *   node --import tsx server/db/live-events/publish-from-another-process.ts <database url> <event json>
 */
import { openDatabase } from '../database';
import { decodeLiveEvent } from './live-event';
import { publishLiveEvent } from './publish-live-event';

const [url, payload] = process.argv.slice(2);
const event = payload === undefined ? undefined : decodeLiveEvent(payload);
if (url === undefined || event === undefined) {
  throw new Error('usage: publish-from-another-process.ts <database url> <event json>');
}
// A busy test machine may take more than the server's one second to connect.
const database = openDatabase({ kind: 'postgres', url, connectTimeoutMs: 10_000 });
try {
  await database.db.transaction((tx) => publishLiveEvent(tx, event));
} finally {
  await database.close();
}
