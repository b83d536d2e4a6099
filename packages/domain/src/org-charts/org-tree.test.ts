import { describe, expect, it } from 'vitest';
import {
  childrenIndex,
  expandedToReach,
  initiallyExpanded,
  shownIds,
  toggled,
  type TreeEntry,
} from './org-tree';

/**
 *        lead
 *      /   |   \
 *     a    b    c
 *    / \   |
 *  a1  a2  b1
 *   |
 *  a11
 */
const TREE: TreeEntry[] = [
  { id: 'lead', parentId: null },
  { id: 'a', parentId: 'lead' },
  { id: 'b', parentId: 'lead' },
  { id: 'c', parentId: 'lead' },
  { id: 'a1', parentId: 'a' },
  { id: 'a2', parentId: 'a' },
  { id: 'b1', parentId: 'b' },
  { id: 'a11', parentId: 'a1' },
];
const children = childrenIndex(TREE);

describe('org chart tree', () => {
  it('indexes reports by manager in the order given', () => {
    expect(children.get(null)).toEqual(['lead']);
    expect(children.get('lead')).toEqual(['a', 'b', 'c']);
    expect(children.get('a')).toEqual(['a1', 'a2']);
    expect(children.get('c')).toBeUndefined();
  });

  it.each<[string, string[], string[]]>([
    ['nothing expanded: the leader only', [], ['lead']],
    ['the leader expanded', ['lead'], ['lead', 'a', 'b', 'c']],
    ['a team below the leader', ['lead', 'a'], ['lead', 'a', 'a1', 'a2', 'b', 'c']],
    ['everything', ['lead', 'a', 'a1', 'b'], ['lead', 'a', 'a1', 'a11', 'a2', 'b', 'b1', 'c']],
    ['expanded below a folded manager: hidden with it', ['lead', 'a1'], ['lead', 'a', 'b', 'c']],
    ['a leaf marked expanded changes nothing', ['lead', 'c'], ['lead', 'a', 'b', 'c']],
    ['the leader folded hides the whole tree', ['a', 'a1', 'b'], ['lead']],
  ])('%s', (_, expanded, shown) => {
    expect(shownIds(children, new Set(expanded))).toEqual(shown);
  });

  it('opens on the leader and their direct reports', () => {
    const expanded = initiallyExpanded(children);
    expect([...expanded]).toEqual(['lead']);
    expect(shownIds(children, expanded)).toEqual(['lead', 'a', 'b', 'c']);
  });

  it('an empty tree shows nothing', () => {
    const empty = childrenIndex([]);
    expect(shownIds(empty, initiallyExpanded(empty))).toEqual([]);
  });

  it('collapsing hides the subtree; expanding again brings back what was open below', () => {
    const open = new Set(['lead', 'a', 'a1']);
    const folded = toggled(open, 'a');
    expect(shownIds(children, folded)).toEqual(['lead', 'a', 'b', 'c']);
    expect(shownIds(children, toggled(folded, 'a'))).toEqual(['lead', 'a', 'a1', 'a11', 'a2', 'b', 'c']);
    expect(open).toEqual(new Set(['lead', 'a', 'a1']));
  });

  it.each<[string[], string[], string[]]>([
    [['lead', 'a', 'a1', 'a11'], [], ['lead', 'a', 'a1', 'a11', 'a2', 'b', 'c']],
    [['lead', 'b', 'b1'], ['lead'], ['lead', 'a', 'b', 'b1', 'c']],
    [['lead'], [], ['lead']],
  ])('reaching the end of path %j from %j shows %j', (path, expanded, shown) => {
    expect(shownIds(children, expandedToReach(new Set(expanded), path))).toEqual(shown);
  });

  it('reaching someone leaves their own team as it was', () => {
    expect(expandedToReach(new Set(), ['lead', 'a']).has('a')).toBe(false);
    expect(expandedToReach(new Set(['a']), ['lead', 'a']).has('a')).toBe(true);
  });
});
