import { describeHostileInput } from './test/hostile/suite';

// Part 4 of the hostile-input suite (server/test/hostile/suite.ts shares the write routes out between the parts).
await describeHostileInput(4);
