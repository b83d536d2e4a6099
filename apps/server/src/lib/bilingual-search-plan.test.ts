import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporateForms, trainingDocs } from '../db/schema';
import { createPlanDatabase, type PlanDatabase } from '../../test/query-plans';
import { bilingualSearch, bilingualSearchText } from './bilingual-search';

// A bilingual search reads its three indexes (decision 065): the words in English, the words in
// French and the text contained, ORed. With sequential scans priced out, the plan names them
// only if the query's expressions are the indexes' own: the test fails if a change parts them.
let plans: PlanDatabase;
beforeAll(async () => {
  plans = await createPlanDatabase();
});
afterAll(() => plans.close());

describe('bilingual search indexes', () => {
  it.each([
    [
      'the Training Library',
      'training_docs',
      bilingualSearchText(
        [trainingDocs.name, trainingDocs.description],
        [trainingDocs.nameFr, trainingDocs.descriptionFr],
      ),
    ],
    [
      'Corporate Forms',
      'corporate_forms',
      bilingualSearchText([corporateForms.name], [corporateForms.nameFr]),
    ],
  ])('%s searches on its three indexes', async (_, table, texts) => {
    const plan = await plans.planOf(
      sql`select id from ${sql.identifier(table)} where ${bilingualSearch(texts, 'sécurité')}`,
    );
    for (const index of ['search_trgm_idx', 'english_words_idx', 'french_words_idx'])
      expect(plan).toContain(`${table}_${index}`);
  });
});
