import { contactMessageSchema } from '@portico/domain/contact/contact-message';
import { contactMessages } from '../db/schema';
import { insertInChunks } from '../db/insert-in-chunks';
import { colleaguesOf } from './demo-people';
import { createRandom } from './random';
import { DEMO_MESSAGES } from './demo-content';
import type { DemoSeedModule } from './seed-module';
import { DAY_MS } from '@portico/domain/shared/time-units';

/** A few messages from colleagues (not the personas, so no test story depends on them). */
export const contactSeed: DemoSeedModule = {
  name: 'contact',
  tables: [contactMessages],
  async seed(tx, { organisation, today }) {
    const random = createRandom('demo:contact');
    const senders = random.shuffled(colleaguesOf(organisation));
    const rows = DEMO_MESSAGES.slice(0, senders.length).map(({ daysAgo, ...message }, index) => ({
      ...contactMessageSchema.parse(message),
      submittedById: senders[index]!.id,
      createdAt: new Date(today.getTime() - daysAgo * DAY_MS - random.int(0, 8) * 3_600_000),
    }));
    return insertInChunks(tx, contactMessages, rows);
  },
};
