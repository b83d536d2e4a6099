import { describe, expect, it } from 'vitest';
import {
  FORM_CATEGORIES,
  isSubCategoryOf,
  LIBRARY_PAGE_SIZE,
  REGIONS,
  subCategoryOptions,
  TRAINING_CATEGORIES,
  TRAINING_TYPES,
  COVID_DOC_TYPES,
} from './library-constants';
import {
  corporateFormInputSchema,
  formsQuerySchema,
  INVALID_VIDEO_URL,
  SUB_CATEGORY_MISMATCH,
  trainingDocInputSchema,
  trainingDocsQuerySchema,
} from './library-schema';

describe('the libraries’ constants (spec §9)', () => {
  it('pages at 9 and names the spec’s values', () => {
    expect(LIBRARY_PAGE_SIZE).toBe(9);
    expect(Object.keys(TRAINING_CATEGORIES)).toEqual([
      'Warehouse',
      'HR',
      'IT',
      'Operations',
      'Finance',
      'Account Teams',
    ]);
    expect(Object.keys(FORM_CATEGORIES)).toEqual(['HR', 'Finance']);
    expect(TRAINING_TYPES).toEqual(['Technical', 'Corporate', 'Legislative']);
    expect(COVID_DOC_TYPES).toEqual(['Protocol', 'Form']);
    expect(REGIONS).toHaveLength(5);
  });

  it.each([
    ['Warehouse', 'Safety', true],
    ['IT', 'Security', true],
    ['IT', 'Safety', false],
    ['Nope', 'Safety', false],
    ['toString', 'Safety', false],
    [undefined, 'Payroll', true],
    [undefined, 'Nothing like it', false],
  ])('in the training list, %s / %s belongs: %s', (category, subCategory, expected) => {
    expect(isSubCategoryOf(TRAINING_CATEGORIES, category, subCategory)).toBe(expected);
  });

  it('offers the sub-categories of the chosen category only', () => {
    expect(subCategoryOptions(FORM_CATEGORIES, 'HR')).toEqual(FORM_CATEGORIES.HR);
    expect(subCategoryOptions(FORM_CATEGORIES, undefined)).toEqual([]);
    expect(subCategoryOptions(FORM_CATEGORIES, 'constructor')).toEqual([]);
  });
});

describe('the list queries', () => {
  it('defaults to 9 a page, newest trainings first and forms by name', () => {
    expect(trainingDocsQuerySchema.parse({})).toMatchObject({
      page: 1,
      pageSize: 9,
      sort: 'createdAt',
      order: 'desc',
    });
    expect(formsQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 9, sort: 'name', order: 'asc' });
  });

  it.each([
    [{ category: 'Marketing' }, 'category'],
    [{ subCategory: 'Anything' }, 'subCategory'],
  ])('refuses an unknown filter %o', (query, field) => {
    const result = trainingDocsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('refuses a training category on the forms list', () => {
    expect(formsQuerySchema.safeParse({ category: 'Warehouse' }).success).toBe(false);
  });
});

const training = {
  name: 'Forklift safety',
  type: 'Training',
  trainingType: 'Legislative',
  region: 'Canada',
  category: 'Warehouse',
  subCategory: 'Safety',
};

describe('what an admin sends', () => {
  it('takes a training with defaults for the optional texts', () => {
    expect(trainingDocInputSchema.parse(training)).toEqual({
      ...training,
      group: '',
      description: '',
      videoUrl: '',
      nameFr: '',
      descriptionFr: '',
    });
  });

  it.each([
    [
      'in French only',
      { name: '', nameFr: 'Chariot élévateur', descriptionFr: 'Conduite sécuritaire' },
      'ok',
    ],
    ['in both languages', { nameFr: 'Chariot élévateur' }, 'ok'],
    ['a French description without its name', { descriptionFr: 'Conduite sécuritaire' }, 'nameFr: Required'],
    ['a name in neither language', { name: ' ' }, 'name: Required / nameFr: Required'],
    ['a French name of 256', { nameFr: 'x'.repeat(256) }, 'nameFr: Must be 255 characters or less'],
  ])('a training %s', (_, input, expected) => {
    const result = trainingDocInputSchema.safeParse({ ...training, ...input });
    const said = result.success
      ? 'ok'
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(' / ');
    expect(said).toBe(expected);
  });

  it('says every Required of a training at once, the category fields with the others', () => {
    const result = trainingDocInputSchema.safeParse({ type: 'Training' });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'category',
      'name',
      'nameFr',
      'region',
      'subCategory',
    ]);
  });

  it('files a Covid-19 document under no category: none is asked for, none is kept', () => {
    const covid = { ...training, type: 'Protocol', category: undefined, subCategory: undefined };
    expect(trainingDocInputSchema.parse(covid)).toMatchObject({
      type: 'Protocol',
      category: '',
      subCategory: '',
    });
    expect(trainingDocInputSchema.parse({ ...training, type: 'Form' })).toMatchObject({
      category: '',
      subCategory: '',
    });
  });

  it.each([
    [{ name: '  ' }, 'name', 'Required'],
    [{ name: 'x'.repeat(256) }, 'name', 'Must be 255 characters or less'],
    [{ subCategory: 'Security' }, 'subCategory', SUB_CATEGORY_MISMATCH],
    [{ videoUrl: 'javascript:alert(1)' }, 'videoUrl', INVALID_VIDEO_URL],
    [{ description: 'x'.repeat(2001) }, 'description', 'Must be 2000 characters or less'],
    [{ region: 'Mars' }, 'region', 'Required'],
    [{ category: undefined }, 'category', 'Required'],
    [{ subCategory: '' }, 'subCategory', 'Required'],
  ])('refuses %o on %s with its message', (change, field, message) => {
    const result = trainingDocInputSchema.safeParse({ ...training, ...change });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      field,
      message,
    ]);
  });

  it('takes a form whose sub-category is its category’s', () => {
    const form = { name: 'Expense claim', region: 'Canada', category: 'Finance', subCategory: 'Expenses' };
    expect(corporateFormInputSchema.parse(form)).toEqual({ ...form, nameFr: '' });
    expect(corporateFormInputSchema.parse({ ...form, name: '', nameFr: 'Note de frais' })).toMatchObject({
      nameFr: 'Note de frais',
    });
    expect(corporateFormInputSchema.safeParse({ ...form, subCategory: 'Leave' }).success).toBe(false);
  });
});
