import { describe, expect, it } from 'vitest';
import type { RequestType } from '../requests/request-constants';
import { mustBeAtMost } from '../shared/messages';
import { inUseMessage } from './catalogue-status';
import {
  CATEGORY_TYPE_LOCKED,
  CHOOSE_REQUEST_TYPE,
  categoryChangeRefusal,
  categoryInputSchema,
} from './category-admin';

function messageFor(body: Record<string, unknown>, field: string): string | null {
  const result = categoryInputSchema.safeParse(body);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe('categoryInputSchema: a category is a name for one request type', () => {
  const rows: [string, Record<string, unknown>, string, string | null][] = [
    ['a name and a type', { name: 'Docking Stations', requestType: 'Purchase Request' }, 'name', null],
    ['the name is required', { name: ' ', requestType: 'Purchase Request' }, 'name', 'Required'],
    [
      'the name has a limit',
      { name: 'x'.repeat(81), requestType: 'Support Request' },
      'name',
      mustBeAtMost(80),
    ],
    ['the type is required', { name: 'Docking Stations' }, 'requestType', CHOOSE_REQUEST_TYPE],
    [
      'the type is one of the four',
      { name: 'Docks', requestType: 'Purchase' },
      'requestType',
      CHOOSE_REQUEST_TYPE,
    ],
    [
      'active is a yes or no',
      { name: 'Docks', requestType: 'Quote Request', active: 'yes' },
      'active',
      'Required',
    ],
  ];
  it.each(rows)('%s', (_case, body, field, message) => {
    expect(messageFor(body, field)).toBe(message);
  });

  it('trims the name and starts active', () => {
    expect(categoryInputSchema.parse({ name: '  Docks ', requestType: 'Quote Request' })).toEqual({
      name: 'Docks',
      requestType: 'Quote Request',
      active: true,
    });
  });
});

describe('categoryChangeRefusal: a category in use keeps its request type', () => {
  const rows: [RequestType, RequestType, number, string | null][] = [
    ['Support Request', 'Support Request', 5, null],
    ['Support Request', 'Quote Request', 0, null],
    ['Support Request', 'Quote Request', 1, CATEGORY_TYPE_LOCKED],
  ];
  it.each(rows)('%s → %s with %i requests', (saved, requestType, count, refusal) => {
    expect(categoryChangeRefusal({ requestType: saved }, { requestType }, count)).toBe(refusal);
  });
});

describe('inUseMessage', () => {
  it.each([
    ['category', 1, 'This category cannot be deleted: 1 request uses it.'],
    ['project', 12, 'This project cannot be deleted: 12 requests use it.'],
  ] as const)('%s used %i times', (noun, count, start) => {
    expect(inUseMessage(noun, count)).toBe(
      `${start} Deactivate it instead, so the request form no longer offers it.`,
    );
  });
});
