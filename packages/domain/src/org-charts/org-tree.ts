/**
 * Which cards of a department's tree are shown. The server sends the whole tree as a flat list
 * (each person with their manager's id on the chart); a person's reports are shown while that
 * person is expanded and shown themselves. Zod-free: the chart imports it.
 */
export interface TreeEntry {
  id: string;
  /** The manager's id on this chart; null for the root (the business unit leader). */
  parentId: string | null;
}

export type ChildrenIndex = ReadonlyMap<string | null, readonly string[]>;

/** Each person's direct reports on the chart, in the order the list gives them. */
export function childrenIndex(entries: readonly TreeEntry[]): ChildrenIndex {
  const index = new Map<string | null, string[]>();
  for (const { id, parentId } of entries) {
    const siblings = index.get(parentId);
    if (siblings) siblings.push(id);
    else index.set(parentId, [id]);
  }
  return index;
}

/**
 * The shown cards in depth-first order (a manager, then each report's whole shown branch), so
 * moving through the chart with Tab follows the tree.
 */
export function shownIds(children: ChildrenIndex, expanded: ReadonlySet<string>): string[] {
  const shown: string[] = [];
  const stack = [...(children.get(null) ?? [])].reverse();
  while (stack.length > 0) {
    const id = stack.pop()!;
    shown.push(id);
    if (expanded.has(id)) stack.push(...[...(children.get(id) ?? [])].reverse());
  }
  return shown;
}

/** On opening a tab: the leader and their direct reports; every deeper team starts folded. */
export function initiallyExpanded(children: ChildrenIndex): Set<string> {
  return new Set(children.get(null) ?? []);
}

/** Folds or unfolds one person's reports; what was open below a folded person stays remembered. */
export function toggled(expanded: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(expanded);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** Opens every manager on the path from the root to a person, so that person's card is shown. */
export function expandedToReach(expanded: ReadonlySet<string>, path: readonly string[]): Set<string> {
  return new Set([...expanded, ...path.slice(0, -1)]);
}
