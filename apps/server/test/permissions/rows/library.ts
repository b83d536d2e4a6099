import { createFormFor, createTrainingDocFor } from '../../library-factories';
import { signedIn, type MatrixRow } from '../matrix-helpers';
import type { TestApp } from '../../test-app';

/** The Training Library, Covid-19 Protocols and Corporate Forms: open to every signed-in employee. */
const trainingId = async (t: TestApp) => (await createTrainingDocFor(t.db, { files: ['Guide.pdf'] })).id;

export const LIBRARY_ROWS: MatrixRow[] = [
  { route: 'GET /api/training-docs', url: '/api/training-docs?category=IT', expected: signedIn(200) },
  {
    route: 'GET /api/training-docs/:id',
    url: async (t) => `/api/training-docs/${await trainingId(t)}`,
    expected: signedIn(200),
  },
  { route: 'GET /api/covid-documents', url: '/api/covid-documents', expected: signedIn(200) },
  { route: 'GET /api/corporate-forms', url: '/api/corporate-forms?category=HR', expected: signedIn(200) },
  {
    route: 'GET /api/corporate-forms/:id',
    url: async (t) => `/api/corporate-forms/${(await createFormFor(t.db)).id}`,
    expected: signedIn(200),
  },
  {
    route: 'GET /api/library-attachments/:id',
    url: async (t) => {
      const form = await createFormFor(t.db, { files: ['Form.pdf'] });
      const [attachment] = await t.db.query.libraryAttachments.findMany({
        where: (table, { eq }) => eq(table.formId, form.id),
      });
      return `/api/library-attachments/${attachment!.id}`;
    },
    expected: signedIn(200),
  },
];
