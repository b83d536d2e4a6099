/** An approved project's place in the ranking list; null when it has none. */
export interface RankedProject {
  id: string;
  rank: number | null;
}

/**
 * Ranks in the ranking list are unique. Giving a project rank N moves the project that held N
 * down by one, and so on down the list while ranks collide, so the order the Admin set is kept
 * and no two projects share a place; a gap (1, 2, 5) stops the move, so ranks chosen further
 * down stay as they were. Clearing (null) takes the project out of the order and moves no one.
 *
 * Returns only the projects whose rank changes, the ranked one included.
 */
export function rerank(projects: readonly RankedProject[], id: string, rank: number | null): RankedProject[] {
  const target = projects.find((project) => project.id === id);
  if (!target) return [];
  const changes: RankedProject[] = target.rank === rank ? [] : [{ id, rank }];
  if (rank === null) return changes;

  const holders = new Map<number, string>();
  for (const project of projects) {
    if (project.id !== id && project.rank !== null) holders.set(project.rank, project.id);
  }
  let place = rank;
  let moving = holders.get(place);
  while (moving !== undefined) {
    const next = holders.get(place + 1);
    changes.push({ id: moving, rank: place + 1 });
    place += 1;
    moving = next;
  }
  return changes;
}
