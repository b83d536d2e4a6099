import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import PO from 'pofile';

/**
 * English left on a page shown in French (issue 30): a text on screen, or a name a screen
 * reader announces, that is word for word one of the portal's English messages whose French
 * differs. Such a text was written past the catalogue (or the server sent it in English), since
 * every message the catalogue renders comes out in French. Names and what people wrote are never
 * messages; content only in English is marked `lang="en-…"` and is skipped.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function catalogues(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && entry.name === 'fr-CA.po' && !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

const parse = (path: string) => PO.parse(readFileSync(path, 'utf8')).items;

/** A message worth looking for: whole words, no placeholder, and its French is other. */
const worthFinding = (english: string, french: string) =>
  !english.includes('{') && /\p{L}{2}/u.test(english) && english.trim() !== french.trim();

/** Every English message of the web app and the server, with the catalogue it comes from. */
export function englishMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const path of catalogues(join(ROOT, 'apps', 'web', 'src'))) {
    for (const item of parse(path)) {
      const french = item.msgstr[0] ?? '';
      if (!item.msgctxt && worthFinding(item.msgid, french))
        found.set(item.msgid.trim(), relative(ROOT, path));
    }
  }
  // The server's messages have ids: its English is the English catalogue's text for the id.
  const server = join(ROOT, 'apps', 'server', 'src', 'locales');
  const french = new Map(parse(join(server, 'fr-CA.po')).map((item) => [item.msgid, item.msgstr[0] ?? '']));
  for (const item of parse(join(server, 'en-CA.po'))) {
    const english = item.msgstr[0] ?? '';
    if (worthFinding(english, french.get(item.msgid) ?? ''))
      found.set(english.trim(), 'apps/server/src/locales');
  }
  return found;
}

let messages: Map<string, string> | undefined;

/**
 * The English messages on screen in `page` (texts, accessible names, placeholders, titles),
 * but for `writtenByPeople`: names people gave things (a department, a category) that happen to
 * read like one of the portal's messages.
 */
export async function englishLeaks(page: Page, writtenByPeople: readonly string[] = []): Promise<string[]> {
  messages ??= englishMessages();
  const shown = await page.evaluate(() => {
    // Runs in the page, whose DOM the e2e project's Node types do not know.
    type Node = { nodeValue: string | null; parentElement: Element | null };
    type Element = {
      closest(selector: string): Element | null;
      getAttribute(name: string): string | null;
      checkVisibility(): boolean;
    };
    const doc = (
      globalThis as unknown as {
        document: {
          body: unknown;
          createTreeWalker(root: unknown, show: number): { nextNode(): Node | null };
          querySelectorAll(selector: string): Iterable<Element>;
        };
      }
    ).document;
    const inFrench = (element: Element) =>
      !element.closest('[lang^="en"], script, style, [aria-hidden="true"]');
    const texts: string[] = [];
    const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.nodeValue?.replace(/\s+/g, ' ').trim();
      if (text && element && inFrench(element) && element.checkVisibility()) texts.push(text);
    }
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      for (const element of doc.querySelectorAll(`[${name}]`)) {
        const text = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (text && inFrench(element)) texts.push(text);
      }
    }
    return texts;
  });
  const leaks = new Set<string>();
  for (const text of shown) {
    const catalogue = messages.get(text);
    if (catalogue && !writtenByPeople.includes(text)) leaks.add(`“${text}” (${catalogue})`);
  }
  return [...leaks];
}
