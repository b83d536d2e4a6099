import { utcDay } from '@portico/domain/shared/dates';
import { wallOfWow } from '../db/schema';
import { insertInChunks } from '../db/insert-in-chunks';
import { PERSONA_LIST } from '../reference-data/personas';
import { createRandom } from './random';
import type { DemoSeedModule } from './seed-module';

/** The group's values, as the nomination form offers them. */
const VALUES = [
  'Safety Always',
  'Customer First',
  'Own It',
  'Better Together',
  'Do the Right Thing',
] as const;
/** The pictures in apps/web/public/wall-of-wow/, one a month in turn. */
const IMAGES = ['trophy.svg', 'star.svg', 'handshake.svg', 'rocket.svg'] as const;
const MONTHS = 4;

/** The first day of the month `back` months before the month of `today`, 'YYYY-MM-DD'. */
function monthStart(today: Date, back: number): string {
  return utcDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1)));
}

/** The last four months' winners, current colleagues nominated by colleagues or a team. */
export const wallOfWowSeed: DemoSeedModule = {
  name: 'wall-of-wow',
  tables: [wallOfWow],
  async seed(tx, { organisation, today }) {
    const random = createRandom('demo:wall-of-wow');
    const personaIds = new Set(PERSONA_LIST.map((persona) => persona.id));
    const current = organisation.employees.filter(
      (employee) => employee.employmentStatus.toUpperCase() === 'ACTIVE' && !employee.terminationDate,
    );
    // Winners are colleagues other than the personas, so no test story depends on them.
    const winners = random.shuffled(current.filter((employee) => !personaIds.has(employee.id)));
    const rows = Array.from({ length: Math.min(MONTHS, winners.length) }, (_, back) => {
      const winner = winners[back]!;
      const nominator = random.pick(current.filter((employee) => employee.id !== winner.id));
      return {
        month: monthStart(today, back),
        winnerId: winner.id,
        nominatedBy: random.chance(0.25)
          ? `The ${winner.department ?? 'Operations'} team`
          : nominator.displayName,
        value: random.pick(VALUES),
        imageName: IMAGES[back % IMAGES.length]!,
      };
    });
    return insertInChunks(tx, wallOfWow, rows);
  },
};
