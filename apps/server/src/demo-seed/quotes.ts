import type { Quote } from '@portico/domain/quotes/quote-schema';
import { demoId } from '../reference-data/demo-ids';

/**
 * The loading screen's quotes as stored in the database. Deliberately different from the
 * built-in fallback list, so a demo shows at a glance whether the quotes came from the server.
 */
export const DEMO_QUOTES: readonly Quote[] = [
  {
    quote: 'Knowing is not enough; we must apply. Willing is not enough; we must do.',
    author: 'Johann Wolfgang von Goethe',
  },
  { quote: 'Talent wins games, but teamwork and intelligence win championships.', author: 'Michael Jordan' },
  { quote: 'The way to get started is to quit talking and begin doing.', author: 'Walt Disney' },
  { quote: 'Don’t watch the clock; do what it does. Keep going.', author: 'Sam Levenson' },
  { quote: 'Hard work beats talent when talent doesn’t work hard.', author: 'Tim Notke' },
  {
    quote: 'What you do makes a difference, and you have to decide what kind of difference you want to make.',
    author: 'Jane Goodall',
  },
  { quote: 'Opportunities don’t happen. You create them.', author: 'Chris Grosser' },
  { quote: 'Everything you’ve ever wanted is on the other side of fear.', author: 'George Addair' },
  {
    quote:
      'Individual commitment to a group effort — that is what makes a team work, a company work, a society work, a civilization work.',
    author: 'Vince Lombardi',
  },
  { quote: 'None of us is as smart as all of us.', author: 'Ken Blanchard' },
  { quote: 'Teamwork makes the dream work.', author: 'John C. Maxwell' },
  {
    quote: 'The only limit to our realization of tomorrow will be our doubts of today.',
    author: 'Franklin D. Roosevelt',
  },
  { quote: 'It is not the mountain we conquer, but ourselves.', author: 'Edmund Hillary' },
  {
    quote: 'Setting goals is the first step in turning the invisible into the visible.',
    author: 'Tony Robbins',
  },
  {
    quote: 'Great things in business are never done by one person. They’re done by a team of people.',
    author: 'Steve Jobs',
  },
  {
    quote: 'Perseverance is not a long race; it is many short races one after the other.',
    author: 'Walter Elliot',
  },
  { quote: 'Change your thoughts and you change your world.', author: 'Norman Vincent Peale' },
  {
    quote: 'Keep your face always toward the sunshine, and shadows will fall behind you.',
    author: 'Walt Whitman',
  },
  {
    quote: 'Failure is simply the opportunity to begin again, this time more intelligently.',
    author: 'Henry Ford',
  },
  { quote: 'Motivation is what gets you started. Habit is what keeps you going.', author: 'Jim Ryun' },
  {
    quote:
      'Productivity is never an accident. It is always the result of a commitment to excellence, intelligent planning, and focused effort.',
    author: 'Paul J. Meyer',
  },
  {
    quote: 'Unity is strength… when there is teamwork and collaboration, wonderful things can be achieved.',
    author: 'Mattie Stepanek',
  },
  { quote: 'Act as if what you do makes a difference. It does.', author: 'William James' },
  { quote: 'The best preparation for tomorrow is doing your best today.', author: 'H. Jackson Brown Jr.' },
  { quote: 'You miss 100% of the shots you don’t take.', author: 'Wayne Gretzky' },
  {
    quote: 'The best time to plant a tree was 20 years ago. The second best time is now.',
    author: 'Chinese proverb',
  },
  { quote: 'It does not matter how slowly you go as long as you do not stop.', author: 'Confucius' },
  { quote: 'The harder I work, the luckier I get.', author: 'Samuel Goldwyn' },
  {
    quote: 'If everyone is moving forward together, then success takes care of itself.',
    author: 'Henry Ford',
  },
  {
    quote: 'I never dreamed about success. I worked for it.',
    author: 'Estée Lauder',
  },
];

export interface DemoQuoteRow extends Quote {
  id: string;
}

export function buildDemoQuotes(): DemoQuoteRow[] {
  return DEMO_QUOTES.map((quote, index) => ({ id: demoId(`quote:${index + 1}`), ...quote }));
}
