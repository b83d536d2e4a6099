import { describe, expect, it } from 'vitest';
import { pictureFileName } from './chart-picture';

describe('pictureFileName', () => {
  it.each([
    ['Operations', 'org-chart-operations.png'],
    ['C&L', 'org-chart-c-l.png'],
    ['  Customer Experience ', 'org-chart-customer-experience.png'],
    ['Ventes Québec', 'org-chart-ventes-qu-bec.png'],
    ['&&', 'org-chart-department.png'],
  ])('%j → %s', (department, fileName) => {
    expect(pictureFileName(department)).toBe(fileName);
  });
});
