import { utcDay } from '@portico/domain/shared/dates';
import { wallOfWow } from '../db/schema';
import { insertInChunks } from '../db/insert-in-chunks';
import { DEMO_WALL_OF_WOW } from './demo-content';
import { colleaguesOf, isCurrent } from './demo-people';
import { createRandom } from './random';
import type { DemoSeedModule } from './seed-module';

/** The first day of the month `back` months before the month of `today`, 'YYYY-MM-DD'. */
function monthStart(today: Date, back: number): string {
  return utcDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1)));
}

/**
 * The last months' winners (`content/wall-of-wow.json`): current colleagues, nominated by a
 * colleague or their team.
 */
export const wallOfWowSeed: DemoSeedModule = {
  name: 'wall-of-wow',
  tables: [wallOfWow],
  async seed(tx, { organisation, today }) {
    const random = createRandom('demo:wall-of-wow');
    const current = organisation.employees.filter(isCurrent);
    // Winners are colleagues other than the personas, so no test story depends on them.
    const winners = random.shuffled(colleaguesOf(organisation));
    const rows = DEMO_WALL_OF_WOW.slice(0, winners.length).map(({ byTeam, ...month }, back) => {
      const winner = winners[back]!;
      const nominator = random.pick(current.filter((employee) => employee.id !== winner.id));
      const nominatedBy = byTeam ? `The ${winner.department ?? 'Operations'} team` : nominator.displayName;
      return { ...month, month: monthStart(today, back), winnerId: winner.id, nominatedBy };
    });
    return insertInChunks(tx, wallOfWow, rows);
  },
};
