import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { checkSync } from 'recheck';
import * as ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No request data reaches a regular expression that can backtrack super-linearly (a 1 MB body
 * once held the whole server for minutes). Two guards: the lint rules of eslint-plugin-regexp
 * refuse such an expression where it is written, and here `recheck` analyses every regular
 * expression of the domain and the server — everything that sees request data, and the rest —
 * as written in the source.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const SOURCES = ['packages/domain/src', 'apps/server/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .map((name) => join(ROOT, folder, name));
}

/** Every regular expression literal of a file, and every `RegExp(…)` built at run time. */
function expressionsOf(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const literals: { where: string; pattern: string; flags: string }[] = [];
  const built: string[] = [];
  const visit = (node: ts.Node) => {
    const where = `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText();
      const end = text.lastIndexOf('/');
      literals.push({ where, pattern: text.slice(1, end), flags: text.slice(end + 1) });
    }
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === 'RegExp') {
      built.push(where);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, built };
}

const found = SOURCES.flatMap(sourceFiles).map(expressionsOf);
const literals = found.flatMap((file) => file.literals);

describe('regular expressions over request data', () => {
  it('finds the expressions it checks', () => {
    expect(literals.length).toBeGreaterThan(40);
  });

  it('are all linear for recheck, every one of them', { timeout: 60_000 }, () => {
    const unsafe = literals
      .map((expression) => ({
        ...expression,
        status: checkSync(expression.pattern, expression.flags).status,
      }))
      .filter((expression) => expression.status !== 'safe');
    expect(unsafe).toEqual([]);
  });

  it('are written where they can be checked: none is built from text at run time', () => {
    expect(found.flatMap((file) => file.built)).toEqual([]);
  });

  it('recheck finds the kinds that stalled the server', () => {
    // The contact form's tag stripper, and the textbook nested quantifier.
    expect(checkSync('<[^>]*>', 'g').status).toBe('vulnerable');
    expect(checkSync('^(a+)+$', '').status).toBe('vulnerable');
  });

  it('lint refuses a super-linear expression where it is written', { timeout: 60_000 }, async () => {
    const code = 'export const nested = /^(a+)+$/;\nexport const tags = /<[^>]*>/g;\n';
    const [result] = await new ESLint({ cwd: ROOT }).lintText(code, {
      filePath: join(ROOT, 'packages/domain/src/shared/trim-characters.ts'),
    });
    expect(result!.messages.map((message) => [message.line, message.ruleId])).toEqual([
      [1, 'regexp/no-super-linear-backtracking'],
      [2, 'regexp/no-super-linear-move'],
    ]);
  });
});
