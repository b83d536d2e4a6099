import { describe, expect, it } from 'vitest';
import { fieldChanges, type FieldChange, type RequestFieldTexts } from './request-field-changes';

const before: RequestFieldTexts = {
  onBehalfOf: 'Drew Okafor',
  priority: 'High',
  productQuantity: '2',
  description: 'Two laptops',
  deliveryDetails: null,
};

describe('fieldChanges', () => {
  it.each<[string, RequestFieldTexts, FieldChange[]]>([
    ['nothing', { ...before }, []],
    [
      'the same number written differently, spaces around text',
      { ...before, productQuantity: '2.00', description: ' Two laptops ' },
      [],
    ],
    ['no value written as empty text', { ...before, deliveryDetails: '' }, []],
    [
      'who it is for and the quantity, in the form’s order',
      { ...before, productQuantity: 3, onBehalfOf: 'Blair Chen' },
      [
        { field: 'onBehalfOf', from: 'Drew Okafor', to: 'Blair Chen' },
        { field: 'productQuantity', from: '2', to: '3' },
      ],
    ],
    [
      'a value added',
      { ...before, deliveryDetails: 'Depot' },
      [{ field: 'deliveryDetails', from: null, to: 'Depot' }],
    ],
    ['a value cleared', { ...before, priority: '' }, [{ field: 'priority', from: 'High', to: null }]],
  ])('%s', (_name, after, changes) => {
    expect(fieldChanges(before, after)).toEqual(changes);
  });
});
