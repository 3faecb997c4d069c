import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { configWarningsOf, loadEnv } from './env';
import { runPrimary } from './start/cluster';
import { serve } from './start/serve';
import { decidePoolSize } from './start/pool-size';
import { decideWorkerCount } from './start/worker-count';

const env = loadEnv();
const cores = availableParallelism();
const { workers, warning } = decideWorkerCount({
  requested: env.WEB_CONCURRENCY,
  embedded: !env.DATABASE_URL,
  cores,
});
const poolSize = decidePoolSize({ requested: env.DATABASE_POOL_SIZE, cores, workers });

const warnings = configWarningsOf();

// One process needs no cluster; several share the port through a primary that prepares the database once.
if (workers === 1) {
  await serve(env, { prepare: true, warnings: warning ? [warning, ...warnings] : warnings, poolSize });
} else if (cluster.isPrimary) {
  await runPrimary(env, workers);
} else {
  await serve(env, { prepare: false, warnings, poolSize });
}
