/**
 * A small seeded pseudo-random generator for demo data. The same seed always gives the same
 * sequence, so a given size and date always give the same organisation. Not for secrets.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the items, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A shuffled copy; the input is left alone. */
  shuffled<T>(items: readonly T[]): T[];
}

/** mulberry32: one 32-bit state, fast, and well spread enough for made-up people. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so streams can be seeded by name ("organisation:names") instead of magic numbers. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A generator seeded by a number or a name. Each concern (names, dates, …) takes its own named
 * stream so that changing one does not reshuffle the others.
 */
export function createRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === 'number' ? seed : hashString(seed));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [item, weight] of entries) {
        target -= weight;
        if (target < 0) return item;
      }
      if (entries.length === 0) throw new RangeError('Cannot pick from an empty list');
      return entries[entries.length - 1]![0];
    },
    shuffled: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
  };
}
