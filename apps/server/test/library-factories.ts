import type { CorporateFormValues, TrainingDocValues } from '@portico/domain/library/library-schema';
import type { Db } from '../src/db/client';
import { minimalPdf } from '../src/reference-data/sample-files';
import { databaseAttachmentStore } from '../src/lib/attachments/attachment-store';
import { checkedUpload } from '../src/lib/attachments/attachment-upload';
import { createCorporateForm, createTrainingDoc } from '../src/features/library/library-service';

let sequence = 0;
const next = () => ++sequence;

/** A small PDF as an upload, named `fileName`. */
export const pdfUpload = (fileName: string, text = fileName) => checkedUpload(fileName, minimalPdf(text));

/** A training (or, with `type`, a Covid-19 document), made through the service like the admin screens. */
export async function createTrainingDocFor(
  db: Db,
  overrides: Partial<TrainingDocValues> & { files?: string[]; createdAt?: Date } = {},
) {
  const { files = [], createdAt, ...values } = overrides;
  const uploads = await Promise.all(files.map((name) => pdfUpload(name)));
  const doc = await createTrainingDoc(
    { db, openStore: databaseAttachmentStore },
    {
      name: `Test Training ${next()}`,
      type: 'Training',
      trainingType: 'Technical',
      group: '',
      region: 'Canada',
      description: '',
      nameFr: '',
      descriptionFr: '',
      videoUrl: '',
      category: 'IT',
      subCategory: 'Security',
      ...values,
    },
    null,
    uploads,
    createdAt,
  );
  return doc;
}

/** A corporate form with its files. */
export async function createFormFor(
  db: Db,
  overrides: Partial<CorporateFormValues> & { files?: string[] } = {},
) {
  const { files = [], ...values } = overrides;
  const uploads = await Promise.all(files.map((name) => pdfUpload(name)));
  return createCorporateForm(
    { db, openStore: databaseAttachmentStore },
    {
      name: `Test Form ${next()}`,
      nameFr: '',
      region: 'Canada',
      category: 'HR',
      subCategory: 'Onboarding',
      ...values,
    },
    null,
    uploads,
  );
}
