import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code and docs cite decision records by number ("decision 025") and link them by file
 * (`decisions/025-list-totals-and-search-shapes.md`). A record renumbered or a citation copied
 * from the wrong place leaves a reader at the wrong reasoning: every citation must name a
 * record there is, and a link's text and its file the same number (docs/decisions/README.md).
 */
const ROOT = new URL('../../../../', import.meta.url).pathname;
const DECISIONS = join(ROOT, 'docs/decisions');
const SEARCHED = ['apps', 'packages', 'e2e', 'bench', 'docs', 'DESIGN.md', 'README.md'];
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'results', 'coverage', '.cache']);
const TEXT = /\.(ts|tsx|mts|mjs|js|css|md|sql|yml|yaml)$/;

function filesUnder(path: string): string[] {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return [];
  }
  if (stat.isFile()) return TEXT.test(path) ? [path] : [];
  return readdirSync(path)
    .filter((name) => !SKIPPED.has(name))
    .flatMap((name) => filesUnder(join(path, name)));
}

const records = readdirSync(DECISIONS).filter((name) => /^\d{3}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 3)));
const files = SEARCHED.flatMap((entry) => filesUnder(join(ROOT, entry)));

interface Citation {
  file: string;
  cited: string;
}

function citations(pattern: RegExp): Citation[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => ({
      file: relative(ROOT, file),
      cited: match[1]!,
    })),
  );
}

describe('citations of decision records', () => {
  it('finds the records and the files that cite them', () => {
    expect(records.length).toBeGreaterThan(50);
    expect(files.some((file) => file.endsWith('request-list-service.ts'))).toBe(true);
  });

  it('cites by number only records there are', () => {
    const cited = citations(/\b[Dd]ecisions? (\d{3})\b/g);
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ cited: number }) => !numbers.has(number))).toEqual([]);
  });

  it('links only record files there are', () => {
    const linked = citations(/\b(\d{3}-[a-z0-9-]+\.md)\b/g);
    expect(linked.filter(({ cited: name }) => !records.includes(name))).toEqual([]);
  });

  it("gives a link's text and its file the same number", () => {
    const mismatched = files.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /\[[Dd]ecision (\d{3})\]\((?:[^)\s]*\/)?(\d{3})-[a-z0-9-]+\.md\)/g,
        ),
      ]
        .filter((match) => match[1] !== match[2])
        .map((match) => `${relative(ROOT, file)}: ${match[0]}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('lists every record in the index', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
    expect(records.filter((name) => !name.startsWith('000') && !index.includes(`(${name})`))).toEqual([]);
  });
});
