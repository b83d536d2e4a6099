import { timeAwayAllocations, timeAwayEntries } from '../db/schema';
import { withBulkLoad } from './bulk-load';
import { insertInChunks } from '../db/insert-in-chunks';
import type { DemoSeedModule } from './seed-module';
import { planTimeAway } from './time-away-plan';

/**
 * Everyone current gets allocations and a year of time away (`time-away-plan.ts`), inserted
 * set-based; a large organisation's entries go in before their indexes are built.
 */
export const timeAwaySeed: DemoSeedModule = {
  name: 'time-away',
  tables: [timeAwayAllocations, timeAwayEntries],
  async seed(tx, { organisation, today }) {
    const { allocations, entries } = planTimeAway(organisation, today);
    await withBulkLoad(tx, [timeAwayAllocations, timeAwayEntries], entries.length, async () => {
      await insertInChunks(tx, timeAwayAllocations, allocations);
      await insertInChunks(tx, timeAwayEntries, entries);
    });
  },
};
