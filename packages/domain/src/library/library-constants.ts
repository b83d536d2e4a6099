/*
 * The document libraries' constants (spec §9): the Training Library's and Corporate Forms'
 * categories with their sub-lists, the training types, the regions and the Covid-19 document
 * types. The spec names the categories but not their sub-lists; the sub-lists here are the
 * portal's own (docs/decisions/033-libraries-and-careers.md).
 */

/** Spec §9: the Training Library and Corporate Forms show 9 cards per page. */
export const LIBRARY_PAGE_SIZE = 9;

/** Spec §9: training categories, each with its sub-list. */
export const TRAINING_CATEGORIES = {
  Warehouse: ['Safety', 'Equipment', 'Receiving & Shipping', 'Inventory'],
  HR: ['Onboarding', 'Benefits', 'Policies', 'Performance'],
  IT: ['Security', 'Software', 'Hardware', 'Microsoft 365'],
  Operations: ['Processes', 'Quality', 'Health & Safety'],
  Finance: ['Expenses', 'Purchasing', 'Payroll', 'Reporting'],
  'Account Teams': ['Sales', 'Customer Service', 'Proposals'],
} as const satisfies Record<string, readonly string[]>;

/** Spec §9: forms categories, HR and Finance, each with its sub-list. */
export const FORM_CATEGORIES = {
  HR: ['Onboarding', 'Benefits', 'Leave', 'Payroll Changes'],
  Finance: ['Expenses', 'Purchasing', 'Travel', 'Vendor Setup'],
} as const satisfies Record<string, readonly string[]>;

export type TrainingCategory = keyof typeof TRAINING_CATEGORIES;
export type FormCategory = keyof typeof FORM_CATEGORIES;

type Categories = Readonly<Record<string, readonly string[]>>;
const namesOf = <C extends Categories>(categories: C) => Object.keys(categories) as [keyof C & string];
/** Every sub-category of a list, each once (two categories may share a name). */
const subCategoriesOf = (categories: Categories) =>
  [...new Set(Object.values(categories).flat())] as [string, ...string[]];

export const TRAINING_CATEGORY_NAMES = namesOf(TRAINING_CATEGORIES);
export const TRAINING_SUB_CATEGORIES = subCategoriesOf(TRAINING_CATEGORIES);
export const FORM_CATEGORY_NAMES = namesOf(FORM_CATEGORIES);
export const FORM_SUB_CATEGORIES = subCategoriesOf(FORM_CATEGORIES);

/**
 * Whether a sub-category belongs to a category of the list; with no category, whether it is
 * any category's. The filters and the admin forms both offer only these pairs.
 */
export function isSubCategoryOf(categories: Categories, category: string | undefined, subCategory: string) {
  if (category === undefined) return Object.values(categories).some((list) => list.includes(subCategory));
  return Object.hasOwn(categories, category) && (categories[category] ?? []).includes(subCategory);
}

/** The sub-categories the filter offers for a chosen category: none until one is chosen. */
export function subCategoryOptions(categories: Categories, category: string | undefined): readonly string[] {
  return category !== undefined && Object.hasOwn(categories, category) ? (categories[category] ?? []) : [];
}

/** Spec §9: training types. */
export const TRAINING_TYPES = ['Technical', 'Corporate', 'Legislative'] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

/** Spec §9: five regions, the last the all-company value. */
export const REGIONS = ['Canada', 'USA', 'Canada & USA', 'Doha', 'All Company'] as const;
export type Region = (typeof REGIONS)[number];

/**
 * Spec §3 Training doc's Type__c: a training of the library, or a Covid-19 document, which
 * is a Protocol or a Form (§9). The Covid-19 Protocols page lists the latter two.
 */
export const TRAINING_DOC_KIND = 'Training';
export const COVID_DOC_TYPES = ['Protocol', 'Form'] as const;
export const DOC_TYPES = [TRAINING_DOC_KIND, ...COVID_DOC_TYPES] as const;
export type DocType = (typeof DOC_TYPES)[number];

/** Texts of a document: its name and its description. */
export const DOC_NAME_LIMIT = 255;
export const DOC_DESCRIPTION_LIMIT = 2000;
export const VIDEO_URL_LIMIT = 255;
