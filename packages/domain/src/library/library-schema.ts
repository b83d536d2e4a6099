import { z } from 'zod';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { REQUIRED, mustBeAtMost } from '../shared/messages';
import { withBilingualTexts } from '../language/bilingual-fields';
import {
  DOC_DESCRIPTION_LIMIT,
  DOC_NAME_LIMIT,
  DOC_TYPES,
  FORM_CATEGORIES,
  FORM_CATEGORY_NAMES,
  FORM_SUB_CATEGORIES,
  isSubCategoryOf,
  LIBRARY_PAGE_SIZE,
  REGIONS,
  TRAINING_CATEGORIES,
  TRAINING_CATEGORY_NAMES,
  TRAINING_DOC_KIND,
  TRAINING_SUB_CATEGORIES,
  TRAINING_TYPES,
  VIDEO_URL_LIMIT,
} from './library-constants';

/** A file attached to a training, a Covid-19 document or a form, as lists and details show it. */
export const libraryAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type LibraryAttachment = z.infer<typeof libraryAttachmentSchema>;

/* ---------- Training Library ---------- */

export const TRAINING_SORTS = ['createdAt', 'name'] as const;
export type TrainingSort = (typeof TRAINING_SORTS)[number];

/** Spec §2: search, category and sub-category filters, 9 a page; newest first. */
export const trainingDocsQuerySchema = listQuerySchema(TRAINING_SORTS, {
  sort: 'createdAt',
  order: 'desc',
  pageSize: LIBRARY_PAGE_SIZE,
}).extend({
  category: z.enum(TRAINING_CATEGORY_NAMES).optional(),
  subCategory: z.enum(TRAINING_SUB_CATEGORIES).optional(),
});

/** A training as its card shows it. */
export const trainingDocSummarySchema = z.object({
  id: z.string(),
  /** Name and description in English and in French, '' where left out (decision 065). */
  name: z.string(),
  nameFr: z.string(),
  trainingType: z.string().nullable(),
  region: z.string().nullable(),
  category: z.string(),
  subCategory: z.string(),
  description: z.string(),
  descriptionFr: z.string(),
  hasVideo: z.boolean(),
  attachmentCount: z.number().int(),
  createdAt: z.string(),
});
export type TrainingDocSummary = z.infer<typeof trainingDocSummarySchema>;
export const trainingDocPageSchema = pagedListSchema(trainingDocSummarySchema);
export type TrainingDocPage = z.infer<typeof trainingDocPageSchema>;

/** A training's detail (spec §3 Training doc): its video address and attachments too. */
export const trainingDocDetailSchema = trainingDocSummarySchema.omit({ attachmentCount: true }).extend({
  type: z.string(),
  group: z.string().nullable(),
  videoUrl: z.string().nullable(),
  attachments: z.array(libraryAttachmentSchema),
});
export type TrainingDocDetail = z.infer<typeof trainingDocDetailSchema>;

/** The administration's list: trainings and Covid-19 documents, one type or every type. */
export const trainingDocAdminQuerySchema = listQuerySchema(TRAINING_SORTS, {
  sort: 'createdAt',
  order: 'desc',
}).extend({
  type: z.enum(DOC_TYPES).optional(),
  category: z.enum(TRAINING_CATEGORY_NAMES).optional(),
});
export type TrainingDocAdminQuery = z.infer<typeof trainingDocAdminQuerySchema>;
export const trainingDocAdminRowSchema = trainingDocSummarySchema.extend({ type: z.string() });
export type TrainingDocAdminRow = z.infer<typeof trainingDocAdminRowSchema>;
export const trainingDocAdminPageSchema = pagedListSchema(trainingDocAdminRowSchema);
export type TrainingDocAdminPage = z.infer<typeof trainingDocAdminPageSchema>;

/* ---------- Covid-19 Protocols ---------- */

/** Spec §2: the documents of type Protocol or Form, each opened in a View Details modal. */
export const covidDocsQuerySchema = listQuerySchema(['name'], {
  sort: 'name',
  order: 'asc',
  pageSize: LIBRARY_PAGE_SIZE,
});

/** A Covid-19 document with all its modal shows: few and short, so the list carries it. */
export const covidDocSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameFr: z.string(),
  type: z.string(),
  region: z.string().nullable(),
  description: z.string(),
  descriptionFr: z.string(),
  videoUrl: z.string().nullable(),
  createdAt: z.string(),
  attachments: z.array(libraryAttachmentSchema),
});
export type CovidDoc = z.infer<typeof covidDocSchema>;
export const covidDocPageSchema = pagedListSchema(covidDocSchema);
export type CovidDocPage = z.infer<typeof covidDocPageSchema>;

/* ---------- Corporate Forms ---------- */

export const FORM_SORTS = ['name'] as const;
export type FormSort = (typeof FORM_SORTS)[number];

/** Spec §2: 9 a page, with text, category and sub-category filters; by name. */
export const formsQuerySchema = listQuerySchema(FORM_SORTS, {
  sort: 'name',
  order: 'asc',
  pageSize: LIBRARY_PAGE_SIZE,
}).extend({
  category: z.enum(FORM_CATEGORY_NAMES).optional(),
  subCategory: z.enum(FORM_SUB_CATEGORIES).optional(),
});

/** Spec §3 Form: its name, region, category, sub-category and attachments. */
export const corporateFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameFr: z.string(),
  region: z.string().nullable(),
  category: z.string(),
  subCategory: z.string(),
  attachments: z.array(libraryAttachmentSchema),
});
export type CorporateForm = z.infer<typeof corporateFormSchema>;
export const corporateFormPageSchema = pagedListSchema(corporateFormSchema);
export type CorporateFormPage = z.infer<typeof corporateFormPageSchema>;

/* ---------- What the admin screens send ---------- */

export const SUB_CATEGORY_MISMATCH = 'Choose a sub-category of the chosen category';
export const INVALID_VIDEO_URL = 'Enter a web address starting with http:// or https://';

const optionalText = (limit: number) => z.string().trim().max(limit, mustBeAtMost(limit)).default('');
const webAddress = z
  .string()
  .trim()
  .max(VIDEO_URL_LIMIT, mustBeAtMost(VIDEO_URL_LIMIT))
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), { error: INVALID_VIDEO_URL })
  .default('');

const subCategoryCheck =
  (categories: Readonly<Record<string, readonly string[]>>) =>
  (value: { category: string; subCategory: string }, context: z.core.$RefinementCtx) => {
    if (!isSubCategoryOf(categories, value.category, value.subCategory)) {
      context.addIssue({ code: 'custom', path: ['subCategory'], message: SUB_CATEGORY_MISMATCH });
    }
  };

/**
 * A training's category and sub-category, checked apart from the other fields (an
 * intersection, as the forecast's conditional fields): every 'Required' is found at once, and
 * only a training has them. A Covid-19 document is not filed under the Training Library's
 * categories, which no reader of Covid Protocols sees; it is stored with none ('').
 */
const trainingCategoryFields = z
  .object({ type: z.unknown(), category: z.unknown().optional(), subCategory: z.unknown().optional() })
  .superRefine((value, context) => {
    if (value.type !== TRAINING_DOC_KIND) return;
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const category = typeof value.category === 'string' ? value.category : '';
    const subCategory = typeof value.subCategory === 'string' ? value.subCategory : '';
    const knownCategory = (TRAINING_CATEGORY_NAMES as readonly string[]).includes(category);
    if (!knownCategory) issue('category', REQUIRED);
    if (subCategory === '') issue('subCategory', REQUIRED);
    else if (knownCategory && !isSubCategoryOf(TRAINING_CATEGORIES, category, subCategory))
      issue('subCategory', SUB_CATEGORY_MISMATCH);
  });

/** The texts of a library's document and of a form, in each language: a name in one at least. */
const DOC_TEXTS = { name: optionalText(DOC_NAME_LIMIT), description: optionalText(DOC_DESCRIPTION_LIMIT) };
const FORM_TEXTS = { name: optionalText(DOC_NAME_LIMIT) };

/** The texts of a training or document, in the order `shownIn` reads them (the name first). */
export const DOC_TEXT_FIELDS = ['name', 'description'] as const;
export const FORM_TEXT_FIELDS = ['name'] as const;

/** A training or Covid-19 document as an admin creates or edits it (spec §3 Training doc). */
export const trainingDocInputSchema = z
  .intersection(
    withBilingualTexts(
      {
        type: z.enum(DOC_TYPES, { error: REQUIRED }),
        trainingType: z.enum(TRAINING_TYPES, { error: REQUIRED }).nullable().default(null),
        group: optionalText(DOC_NAME_LIMIT),
        region: z.enum(REGIONS, { error: REQUIRED }),
        videoUrl: webAddress,
      },
      DOC_TEXTS,
      'name',
    ),
    trainingCategoryFields,
  )
  .transform(({ category, subCategory, ...value }) => {
    const training = value.type === TRAINING_DOC_KIND;
    return {
      ...value,
      category: training ? String(category) : '',
      subCategory: training ? String(subCategory) : '',
    };
  });
/** What the form holds: the category fields as text, whatever the intersection reads them as. */
export type TrainingDocInput = Omit<z.input<typeof trainingDocInputSchema>, 'category' | 'subCategory'> & {
  category?: string;
  subCategory?: string;
};
export type TrainingDocValues = z.output<typeof trainingDocInputSchema>;

/** A corporate form as an admin creates or edits it (spec §3 Form). */
export const corporateFormInputSchema = withBilingualTexts(
  {
    region: z.enum(REGIONS, { error: REQUIRED }),
    category: z.enum(FORM_CATEGORY_NAMES, { error: REQUIRED }),
    subCategory: z.string({ error: REQUIRED }).min(1, REQUIRED),
  },
  FORM_TEXTS,
  'name',
).superRefine(subCategoryCheck(FORM_CATEGORIES));
export type CorporateFormInput = z.input<typeof corporateFormInputSchema>;
export type CorporateFormValues = z.output<typeof corporateFormInputSchema>;
