import { describe, expect, it } from 'vitest';
import { rerank, type RankedProject } from './project-ranking';

/** 'A1 B2 C- D4' → projects A..D with those ranks ('-' for none). */
const list = (text: string): RankedProject[] =>
  text.split(' ').map((entry) => ({
    id: entry[0]!,
    rank: entry.slice(1) === '-' ? null : Number(entry.slice(1)),
  }));

/** Applies the changes and writes the list back in the same notation. */
function after(text: string, id: string, rank: number | null): string {
  const projects = list(text);
  const changes = new Map(rerank(projects, id, rank).map((change) => [change.id, change.rank]));
  return projects
    .map(
      (project) =>
        `${project.id}${changes.has(project.id) ? (changes.get(project.id) ?? '-') : (project.rank ?? '-')}`,
    )
    .join(' ');
}

describe('ranking approved projects: ranks are unique', () => {
  it.each([
    ['a free rank is simply taken', 'A1 B2 C-', 'C', 3, 'A1 B2 C3'],
    ['setting 2 moves the old 2 down', 'A1 B2 C-', 'C', 2, 'A1 B3 C2'],
    ['… and those after it, while they collide', 'A1 B2 C3 D-', 'D', 2, 'A1 B3 C4 D2'],
    ['a gap stops the move', 'A1 B2 C5 D-', 'D', 1, 'A2 B3 C5 D1'],
    ['moving up: its old place is free', 'A1 B2 C3 D4', 'D', 2, 'A1 B3 C4 D2'],
    ['moving down', 'A1 B2 C3', 'A', 3, 'A3 B2 C4'],
    ['its own rank again changes nothing', 'A1 B2', 'B', 2, 'A1 B2'],
    ['clearing moves no one', 'A1 B2 C3', 'B', null, 'A1 B- C3'],
    ['clearing an unranked project changes nothing', 'A1 B-', 'B', null, 'A1 B-'],
    ['rank 0 is a place like any other', 'A0 B1', 'B', 0, 'A1 B0'],
  ])('%s: %s, %s → %s gives %s', (_name, before, id, rank, expected) => {
    expect(after(before, id, rank)).toBe(expected);
  });

  it('no two projects ever share a rank', () => {
    const projects = list('A1 B2 C3 D4 E- F-');
    for (const [id, rank] of [
      ['E', 1],
      ['F', 3],
      ['A', 4],
      ['C', null],
      ['B', 2],
    ] as const) {
      const changes = new Map(rerank(projects, id, rank).map((change) => [change.id, change.rank]));
      for (const project of projects) if (changes.has(project.id)) project.rank = changes.get(project.id)!;
      const ranks = projects.map((project) => project.rank).filter((value) => value !== null);
      expect(new Set(ranks).size).toBe(ranks.length);
    }
  });

  it('reports only what changes, and nothing for an unknown project', () => {
    expect(rerank(list('A1 B2 C3'), 'C', 1)).toEqual([
      { id: 'C', rank: 1 },
      { id: 'A', rank: 2 },
      { id: 'B', rank: 3 },
    ]);
    expect(rerank(list('A1'), 'Z', 1)).toEqual([]);
  });
});
