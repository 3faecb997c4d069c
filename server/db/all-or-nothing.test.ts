import { describeAllOrNothing } from '../test/all-or-nothing-suite';

// On PGlite (embedded, no connection to kill) and on PostgreSQL, each statement fails as on a cut
// connection; all-or-nothing.pg.test.ts kills the real backend instead.
describeAllOrNothing(
  `a failing statement (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) leaves all or nothing`,
  'fail-statement',
);
