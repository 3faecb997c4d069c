import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { configWarningsOf, loadEnv } from './env';
import { runPrimary } from './start/cluster';
import { serve } from './start/serve';
import { decideWorkerCount } from './start/worker-count';

const env = loadEnv();
const { workers, warning } = decideWorkerCount({
  requested: env.WEB_CONCURRENCY,
  embedded: !env.DATABASE_URL,
  cores: availableParallelism(),
});

const warnings = configWarningsOf();

// One process needs no cluster; several share the port through a primary that prepares the database once.
if (workers === 1) await serve(env, { prepare: true, warnings: warning ? [warning, ...warnings] : warnings });
else if (cluster.isPrimary) await runPrimary(env, workers);
else await serve(env, { prepare: false, warnings });
