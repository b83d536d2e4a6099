import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The portal's own quotes (spec §1, `BUILT_IN_QUOTES` of the domain) in the reader's language,
 * by their English: the loading screen's fallbacks, and the demo's list. A quote the Admins
 * wrote is content, shown as written. The test holds the keys to the domain's list.
 */
export const BUILT_IN_QUOTE_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'The secret of getting ahead is getting started.': msg`The secret of getting ahead is getting started.`,
  'Quality is not an act, it is a habit.': msg`Quality is not an act, it is a habit.`,
  'It always seems impossible until it is done.': msg`It always seems impossible until it is done.`,
  'Well done is better than well said.': msg`Well done is better than well said.`,
  'Alone we can do so little; together we can do so much.': msg`Alone we can do so little; together we can do so much.`,
  'The best way out is always through.': msg`The best way out is always through.`,
  'Action is the foundational key to all success.': msg`Action is the foundational key to all success.`,
  'Great things are done by a series of small things brought together.': msg`Great things are done by a series of small things brought together.`,
  'Whether you think you can or you think you can’t, you’re right.': msg`Whether you think you can or you think you can’t, you’re right.`,
  'Do what you can, with what you have, where you are.': msg`Do what you can, with what you have, where you are.`,
  'Simplicity is the ultimate sophistication.': msg`Simplicity is the ultimate sophistication.`,
  'Coming together is a beginning; keeping together is progress; working together is success.': msg`Coming together is a beginning; keeping together is progress; working together is success.`,
  'Energy and persistence conquer all things.': msg`Energy and persistence conquer all things.`,
  'Believe you can and you’re halfway there.': msg`Believe you can and you’re halfway there.`,
  'The only way to do great work is to love what you do.': msg`The only way to do great work is to love what you do.`,
  'If you want to lift yourself up, lift up someone else.': msg`If you want to lift yourself up, lift up someone else.`,
  'Start where you are. Use what you have. Do what you can.': msg`Start where you are. Use what you have. Do what you can.`,
  'Excellence is never an accident.': msg`Excellence is never an accident.`,
  'Nothing will work unless you do.': msg`Nothing will work unless you do.`,
  'Make each day your masterpiece.': msg`Make each day your masterpiece.`,
};

/** The authors whose names French writes otherwise. */
export const BUILT_IN_AUTHOR_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  Aristotle: msg({ context: 'quote author', message: 'Aristotle' }),
  'Leonardo da Vinci': msg({ context: 'quote author', message: 'Leonardo da Vinci' }),
};
