import { corporateFormInputSchema, trainingDocInputSchema } from '@portico/domain/library/library-schema';
import { corporateForms, libraryAttachments, trainingDocs } from '../db/schema';
import { createCorporateForm, createTrainingDoc } from '../features/library/library-service';
import { databaseAttachmentStore } from '../lib/attachments/attachment-store';
import { checkedUpload } from '../lib/attachments/attachment-upload';
import { minimalPdf } from '../reference-data/sample-files';
import { PERSONAS } from '../reference-data/personas';
import { LIBRARY } from './demo-content';
import type { DemoSeedModule } from './seed-module';
import { DAY_MS } from '@portico/domain/shared/time-units';

/*
 * The Training Library, Covid-19 Protocols and Corporate Forms of the demo: written through the
 * library's service, as the admin screens will, each with a small PDF or two. Alex (Admin)
 * is their author. Deterministic: fixed texts, dates counted back from today.
 */

/** A small PDF whose page says what it is. */
const pdf = (fileName: string) => checkedUpload(fileName, minimalPdf(fileName.replace(/\.pdf$/, '')));

export const librarySeed: DemoSeedModule = {
  name: 'library',
  tables: [trainingDocs, corporateForms, libraryAttachments],
  async seed(tx, { today }) {
    const deps = { db: tx, openStore: databaseAttachmentStore };
    const author = PERSONAS.alex.id;
    // Each entry is checked by the admin form's own schema, as if Alex had typed it.
    const add = async (entry: { files: string[] }, type: string, createdAt?: Date) => {
      const values = trainingDocInputSchema.parse({ ...entry, type });
      await createTrainingDoc(deps, values, author, await Promise.all(entry.files.map(pdf)), createdAt);
    };
    // The first of the list is the newest: one added every four days, back from yesterday.
    for (const [index, training] of LIBRARY.trainings.entries()) {
      await add(training, 'Training', new Date(today.getTime() - (1 + index * 4) * DAY_MS));
    }
    for (const covidDocument of LIBRARY.covidDocuments) await add(covidDocument, String(covidDocument.type));
    for (const { file, ...form } of LIBRARY.forms) {
      await createCorporateForm(deps, corporateFormInputSchema.parse(form), author, [await pdf(file)]);
    }
  },
};
