import { describeHostileInput } from './test/hostile/suite';

// Part 1 of the hostile-input suite (server/test/hostile/suite.ts shares the write routes out between the parts).
await describeHostileInput(1);
