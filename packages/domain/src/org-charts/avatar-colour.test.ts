import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColourOf } from './avatar-colour';

/** WCAG 2 relative luminance and contrast ratio, as axe computes them. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('avatarColourOf: a colour derived from the name (spec §2)', () => {
  it.each(AVATAR_COLOURS.map((colour) => [colour]))(
    '%s carries white initials at 4.5:1 or more',
    (colour) => {
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('has no colour twice', () => {
    expect(new Set(AVATAR_COLOURS).size).toBe(AVATAR_COLOURS.length);
  });

  it.each([
    ['Drew Okafor', 'drew okafor'],
    ['Drew Okafor', '  Drew   Okafor '],
    ['Emery Lindqvist', 'EMERY LINDQVIST'],
  ])('%j and %j are one person, one colour', (a, b) => {
    expect(avatarColourOf(a)).toBe(avatarColourOf(b));
  });

  // Fixed, so a change to the rule (which would recolour everyone) is a deliberate one.
  it.each([
    ['Alex Morgan', '#2b7a3b'],
    ['Blair Chen', '#a61e4d'],
    ['Casey Patel', '#1864ab'],
    ['Drew Okafor', '#0b7285'],
    ['Emery Lindqvist', '#5f3dc4'],
    ['', '#0b7285'],
  ])('%j → %s', (name, colour) => {
    expect(avatarColourOf(name)).toBe(colour);
  });

  it('spreads names over the whole palette', () => {
    const first = ['Alex', 'Blair', 'Casey', 'Drew', 'Emery', 'Jordan', 'Sam', 'Robin', 'Kim', 'Lee'];
    const last = ['Morgan', 'Chen', 'Patel', 'Okafor', 'Lindqvist', 'Reyes', 'Whitfield', 'Nakamura'];
    const used = new Set(
      first.flatMap((given) => last.map((family) => avatarColourOf(`${given} ${family}`))),
    );
    expect(used.size).toBe(AVATAR_COLOURS.length);
  });
});
