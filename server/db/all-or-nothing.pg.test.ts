import { describeAllOrNothing } from '../test/all-or-nothing-suite';

// The server's backend is killed (pg_terminate_backend) as each statement is about to be sent.
describeAllOrNothing('a killed PostgreSQL connection leaves all or nothing', 'kill-backend');
