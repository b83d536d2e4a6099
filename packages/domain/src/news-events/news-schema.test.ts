import { describe, expect, it } from 'vitest';
import { newsPostInputSchema } from './news-schema';

const today = '2026-03-10';
const valid = {
  type: 'Event',
  visibleFrom: '2026-03-10',
  visibleTo: '2026-03-12',
  title: 'Town hall',
  briefDescription: 'All hands',
  description: '<p>Hello</p>',
  backgroundImage: 'background3',
};
const schema = newsPostInputSchema({ earliestDay: () => today });
const editing = newsPostInputSchema({
  earliestDay: () => today,
  saved: () => ({ visibleFrom: '2026-03-01', visibleTo: '2026-03-05' }),
});

const messages = (input: Record<string, unknown>, against = schema) => {
  const result = against.safeParse({ ...valid, ...input });
  if (result.success) return 'ok';
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(' / ');
};

describe('News post (spec §5)', () => {
  it.each([
    ['a valid post', {}, 'ok'],
    ['no type', { type: undefined }, 'type: Required'],
    ['an unknown type', { type: 'Gossip' }, 'type: Required'],
    ['each spec type', { type: 'SDI Balance' }, 'ok'],
    ['no Visible From', { visibleFrom: '' }, 'visibleFrom: Required'],
    ['no Visible To', { visibleTo: undefined }, 'visibleTo: Required'],
    [
      'Visible From yesterday',
      { visibleFrom: '2026-03-09' },
      'visibleFrom: Visible From cannot be before today',
    ],
    [
      'Visible To yesterday',
      { visibleFrom: '2026-03-10', visibleTo: '2026-03-09' },
      'visibleTo: Visible To cannot be before today',
    ],
    [
      'Visible To before Visible From',
      { visibleFrom: '2026-03-12', visibleTo: '2026-03-11' },
      'visibleTo: Visible To cannot be before Visible From',
    ],
    ['no title in either language', { title: '   ' }, 'title: Required / titleFr: Required'],
    [
      'no title and a bad date',
      { title: '', visibleTo: '2026-02-30' },
      'visibleTo: Enter a valid date / title: Required / titleFr: Required',
    ],
    [
      'no title and a brief too long',
      { title: '', briefDescription: 'x'.repeat(256) },
      'briefDescription: Must be 255 characters or less / title: Required / titleFr: Required',
    ],
    [
      'French only',
      {
        title: '',
        briefDescription: '',
        description: '',
        titleFr: 'Assemblée',
        descriptionFr: '<p>Bonjour</p>',
      },
      'ok',
    ],
    ['both languages', { titleFr: 'Assemblée', briefDescriptionFr: 'Tout le monde' }, 'ok'],
    ['a French text without its title', { briefDescriptionFr: 'Tout le monde' }, 'titleFr: Required'],
    ['a French description without its title', { descriptionFr: '<p>Bonjour</p>' }, 'titleFr: Required'],
    ['an emptied French editor needs no title', { descriptionFr: '<p></p>' }, 'ok'],
    ['an English text without its title', { title: '', titleFr: 'Assemblée' }, 'title: Required'],
    ['French title of 101', { titleFr: 'x'.repeat(101) }, 'titleFr: Must be 100 characters or less'],
    ['title of 100', { title: 'x'.repeat(100) }, 'ok'],
    ['title of 101', { title: 'x'.repeat(101) }, 'title: Must be 100 characters or less'],
    [
      'brief of 256',
      { briefDescription: 'x'.repeat(256) },
      'briefDescription: Must be 255 characters or less',
    ],
    ['description of 131,000', { description: 'x'.repeat(131_000) }, 'ok'],
    [
      'description of 131,001',
      { description: 'x'.repeat(131_001) },
      'description: Uploaded image is too large',
    ],
    ['background18', { backgroundImage: 'background18' }, 'ok'],
    ['background19', { backgroundImage: 'background19' }, 'backgroundImage: Required'],
    ['a bad date', { visibleTo: '2026-02-30' }, 'visibleTo: Enter a valid date'],
  ])('%s', (_, input, expected) => {
    expect(messages(input)).toBe(expected);
  });

  it.each([
    ['kept past dates of a saved post', { visibleFrom: '2026-03-01', visibleTo: '2026-03-05' }, 'ok'],
    [
      'a changed past date',
      { visibleFrom: '2026-03-02', visibleTo: '2026-03-05' },
      'visibleFrom: Visible From cannot be before today',
    ],
  ])('editing: %s', (_, input, expected) => {
    expect(messages(input, editing)).toBe(expected);
  });
});
