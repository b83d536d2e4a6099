import { describeNoServerErrors } from './no-server-errors';

// Part 2 of the "no 5xx on any input" test (see no-server-errors.ts).
await describeNoServerErrors(2);
