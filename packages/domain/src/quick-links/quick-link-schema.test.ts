import { describe, expect, it } from 'vitest';
import { QUICK_LINK_ICONS, iconLabel, isQuickLinkIcon } from './quick-link-icons';
import { canEditQuickLink, quickLinkInputSchema, quickLinkUpdateSchema } from './quick-link-schema';

const valid = { label: 'Intranet', url: 'intranet.example.com', icon: 'IconWorld', iconColor: '#1C7ED6' };

function messagesFor(input: Record<string, unknown>) {
  const result = quickLinkInputSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('quick link rules (spec §5 Quick link)', () => {
  it.each([
    ['a complete link', valid, {}],
    ['Title missing', { ...valid, label: '' }, { label: ['Required'] }],
    ['Title only spaces', { ...valid, label: '   ' }, { label: ['Required'] }],
    ['Title absent', { ...valid, label: undefined }, { label: ['Required'] }],
    ['Title at 100', { ...valid, label: 'x'.repeat(100) }, {}],
    ['Title at 101', { ...valid, label: 'x'.repeat(101) }, { label: ['Must be 100 characters or less'] }],
    ['URL missing', { ...valid, url: '' }, { url: ['Required'] }],
    ['URL not a URL', { ...valid, url: 'intranet' }, { url: ['Enter correct url!'] }],
    ['URL with a script scheme', { ...valid, url: 'javascript:alert(1)' }, { url: ['Enter correct url!'] }],
    ['Icon missing', { ...valid, icon: '' }, { icon: ['Required'] }],
    ['Icon not in the list', { ...valid, icon: 'IconSkull' }, { icon: ['Required'] }],
    [
      'Icon colour not a colour',
      { ...valid, iconColor: 'red' },
      { iconColor: ['Choose a colour such as #1c7ed6'] },
    ],
  ])('%s', (_case, input, expected) => {
    expect(messagesFor(input)).toEqual(expected);
  });

  it('stores the URL with http:// when it had no scheme, and the colour in lower case', () => {
    expect(quickLinkInputSchema.parse(valid)).toEqual({
      label: 'Intranet',
      url: 'http://intranet.example.com',
      icon: 'IconWorld',
      iconColor: '#1c7ed6',
      labelFr: '',
      isCorporate: false,
    });
  });

  it('an edit cannot make a link corporate', () => {
    expect(quickLinkUpdateSchema.parse({ ...valid, isCorporate: true })).not.toHaveProperty('isCorporate');
  });
});

describe('a corporate link’s title in English, in French or both (decision 065)', () => {
  const corporate = { ...valid, isCorporate: true };
  it.each([
    ['in both languages', { ...corporate, labelFr: 'Intranet (fr)' }, {}],
    ['in French only', { ...corporate, label: '', labelFr: 'Paie' }, {}],
    ['in English only', corporate, {}],
    [
      'in neither',
      { ...corporate, label: '  ', labelFr: '' },
      { label: ['Required'], labelFr: ['Required'] },
    ],
    [
      'in neither, the French absent',
      { ...corporate, label: undefined },
      { label: ['Required'], labelFr: ['Required'] },
    ],
    [
      'in neither, and a bad URL',
      { ...corporate, label: '', url: 'intranet' },
      { url: ['Enter correct url!'], label: ['Required'], labelFr: ['Required'] },
    ],
    ['a French title at 100', { ...corporate, labelFr: 'x'.repeat(100) }, {}],
    [
      'a French title at 101',
      { ...corporate, labelFr: 'x'.repeat(101) },
      { labelFr: ['Must be 100 characters or less'] },
    ],
  ])('%s', (_case, input, expected) => {
    expect(messagesFor(input)).toEqual(expected);
  });

  it('keeps both titles, trimmed', () => {
    expect(quickLinkInputSchema.parse({ ...corporate, label: ' Pay ', labelFr: ' Paie ' })).toMatchObject({
      label: 'Pay',
      labelFr: 'Paie',
      isCorporate: true,
    });
  });

  it.each([
    ['both', { ...valid, labelFr: 'Paie' }, {}],
    ['French only', { ...valid, label: '', labelFr: 'Paie' }, {}],
    ['neither', { ...valid, label: '' }, { label: ['Required'], labelFr: ['Required'] }],
  ])('an edit takes a title in %s', (_case, input, expected) => {
    const result = quickLinkUpdateSchema.safeParse(input);
    expect(
      result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), [i.message]])),
    ).toEqual(expected);
  });
});

describe('a person’s own link has one title (docs/quick-links.md)', () => {
  it.each([
    ['its Title, in any language', { ...valid, label: 'Horaire de l’équipe' }, {}],
    ['a French title without its Title', { ...valid, label: '', labelFr: 'Paie' }, { label: ['Required'] }],
    ['no title at all', { ...valid, label: '' }, { label: ['Required'] }],
  ])('%s', (_case, input, expected) => {
    expect(messagesFor(input)).toEqual(expected);
  });

  it('drops a French title sent with it', () => {
    expect(quickLinkInputSchema.parse({ ...valid, labelFr: 'Intranet (fr)' })).toMatchObject({
      label: 'Intranet',
      labelFr: '',
      isCorporate: false,
    });
  });
});

describe('the icon list', () => {
  it('holds about 75 distinct icons', () => {
    expect(QUICK_LINK_ICONS).toHaveLength(75);
    expect(new Set(QUICK_LINK_ICONS).size).toBe(75);
  });
  it.each([
    ['IconWorld', 'World'],
    ['IconBuildingWarehouse', 'Building warehouse'],
    ['IconFirstAidKit', 'First aid kit'],
  ])('%s reads as %s', (icon, label) => {
    expect(isQuickLinkIcon(icon)).toBe(true);
    expect(iconLabel(icon)).toBe(label);
  });
});

describe('who may change a link (spec §6)', () => {
  const emery = { employeeId: 'emery', isAdmin: false };
  const alex = { employeeId: 'alex', isAdmin: true };
  it.each([
    ['her own personal link', { isCorporate: false, ownerId: 'emery' }, emery, true],
    ['another person’s link', { isCorporate: false, ownerId: 'drew' }, emery, false],
    ['a corporate link', { isCorporate: true, ownerId: null }, emery, false],
    ['a corporate link, as an Admin', { isCorporate: true, ownerId: null }, alex, true],
    ['another person’s link, as an Admin', { isCorporate: false, ownerId: 'emery' }, alex, false],
  ])('%s', (_case, link, viewer, expected) => {
    expect(canEditQuickLink(link, viewer)).toBe(expected);
  });
});
