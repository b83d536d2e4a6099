import timekeeper from 'timekeeper';

/*
 * Loaded into a server process (`node --import`) when E2E_CLOCK_OFFSET_MS is set (support/clock.ts):
 * the process's clock reads that much later than the machine's and runs on from there, so a
 * run of the journeys can start a minute before midnight UTC, whenever it really starts.
 * The test's own code, never the portal's.
 */
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
if (offset) timekeeper.travel(new Date(Date.now() + offset));
