import type { Quote } from './quote-schema';

// No zod at run time here: the loading screen imports this module.

/** The loading screen's fallback list of 20 quotes (spec §1). Order matters: see below. */
export const BUILT_IN_QUOTES: readonly Quote[] = [
  { quote: 'The secret of getting ahead is getting started.', author: 'Mark Twain' },
  { quote: 'Quality is not an act, it is a habit.', author: 'Aristotle' },
  { quote: 'It always seems impossible until it is done.', author: 'Nelson Mandela' },
  { quote: 'Well done is better than well said.', author: 'Benjamin Franklin' },
  { quote: 'Alone we can do so little; together we can do so much.', author: 'Helen Keller' },
  { quote: 'The best way out is always through.', author: 'Robert Frost' },
  { quote: 'Action is the foundational key to all success.', author: 'Pablo Picasso' },
  {
    quote: 'Great things are done by a series of small things brought together.',
    author: 'Vincent van Gogh',
  },
  { quote: 'Whether you think you can or you think you can’t, you’re right.', author: 'Henry Ford' },
  { quote: 'Do what you can, with what you have, where you are.', author: 'Theodore Roosevelt' },
  { quote: 'Simplicity is the ultimate sophistication.', author: 'Leonardo da Vinci' },
  {
    quote: 'Coming together is a beginning; keeping together is progress; working together is success.',
    author: 'Edward Everett Hale',
  },
  { quote: 'Energy and persistence conquer all things.', author: 'Benjamin Franklin' },
  { quote: 'Believe you can and you’re halfway there.', author: 'Theodore Roosevelt' },
  { quote: 'The only way to do great work is to love what you do.', author: 'Steve Jobs' },
  { quote: 'If you want to lift yourself up, lift up someone else.', author: 'Booker T. Washington' },
  { quote: 'Start where you are. Use what you have. Do what you can.', author: 'Arthur Ashe' },
  { quote: 'Excellence is never an accident.', author: 'Aristotle' },
  { quote: 'Nothing will work unless you do.', author: 'Maya Angelou' },
  { quote: 'Make each day your masterpiece.', author: 'John Wooden' },
];

export type QuoteFetchResult = { ok: true; quotes: readonly Quote[] } | { ok: false };

/**
 * Chooses the loading screen's quote (spec §8): a random one of those fetched; the first
 * built-in quote when the fetch returned none; the second when the fetch failed.
 */
export function chooseQuote(result: QuoteFetchResult, random: () => number = Math.random): Quote {
  if (!result.ok) return BUILT_IN_QUOTES[1]!;
  if (result.quotes.length === 0) return BUILT_IN_QUOTES[0]!;
  const index = Math.min(result.quotes.length - 1, Math.floor(random() * result.quotes.length));
  return result.quotes[index]!;
}
