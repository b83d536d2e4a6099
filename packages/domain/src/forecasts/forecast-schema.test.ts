import { describe, expect, it } from 'vitest';
import { forecastInputSchema, LAPTOP_AFTER_START_MESSAGE } from './forecast-schema';

const schema = forecastInputSchema({ earliestDay: () => '2026-11-24' });
const valid = {
  jobTitle: 'Site Supervisor',
  division: 'Northpeak Logistics',
  type: 'Salary - Internal',
  plannedStartDate: '2026-12-01',
  isEmployeeHired: false,
  requiresLaptop: false,
  otherImportantInfo: '',
};

const errorsOf = (input: Record<string, unknown>, using = schema) => {
  const result = using.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('forecast rules (spec §5, every message Required)', () => {
  it.each([
    ['jobTitle', ''],
    ['jobTitle', '   '],
    ['jobTitle', 'x'.repeat(251)],
    ['division', null],
    ['division', 'Elsewhere Inc.'],
    ['type', ''],
    ['plannedStartDate', ''],
    ['plannedStartDate', '2026-11-23'],
  ])('%s = %j says Required', (field, value) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: 'Required' });
  });

  it('takes a Job Title of 250 characters and a start date of today', () => {
    expect(errorsOf({ ...valid, jobTitle: 'x'.repeat(250), plannedStartDate: '2026-11-24' })).toEqual({});
  });

  it('keeps a past start date that the forecast already has', () => {
    const editing = forecastInputSchema({ earliestDay: () => '2026-11-24', savedStart: () => '2026-11-01' });
    expect(errorsOf({ ...valid, plannedStartDate: '2026-11-01' }, editing)).toEqual({});
    expect(errorsOf({ ...valid, plannedStartDate: '2026-11-02' }, editing)).toEqual({
      plannedStartDate: 'Required',
    });
  });

  it('Employee Name is required only when the employee is hired', () => {
    expect(errorsOf({ ...valid, isEmployeeHired: true })).toEqual({ employeeName: 'Required' });
    expect(errorsOf({ ...valid, isEmployeeHired: true, employeeName: '  ' })).toEqual({
      employeeName: 'Required',
    });
    expect(errorsOf({ ...valid, isEmployeeHired: false, employeeName: '' })).toEqual({});
  });

  it('hardware and shipping are required only when a laptop is', () => {
    expect(errorsOf({ ...valid, requiresLaptop: true })).toEqual({
      hwSwRequirements: 'Required',
      shippingRequired: 'Required',
    });
    expect(
      errorsOf({
        ...valid,
        requiresLaptop: true,
        hwSwRequirements: ['Printer'],
        shippingRequired: 'By drone',
      }),
    ).toEqual({ hwSwRequirements: 'Required', shippingRequired: 'Required' });
    expect(
      errorsOf({ ...valid, requiresLaptop: false, hwSwRequirements: [], shippingRequired: null }),
    ).toEqual({});
  });

  it('says every Required at once: the conditional fields too while others are wrong', () => {
    expect(
      errorsOf({ ...valid, jobTitle: '', division: null, isEmployeeHired: true, requiresLaptop: true }),
    ).toEqual({
      jobTitle: 'Required',
      division: 'Required',
      employeeName: 'Required',
      hwSwRequirements: 'Required',
      shippingRequired: 'Required',
    });
  });

  it('reads a wrongly shaped input without failing', () => {
    expect(
      errorsOf({ isEmployeeHired: true, employeeName: 7, requiresLaptop: true, hwSwRequirements: 'Laptop' }),
    ).toMatchObject({ employeeName: 'Required', hwSwRequirements: 'Required', jobTitle: 'Required' });
    expect(schema.safeParse('not an object').success).toBe(false);
  });

  it.each([
    ['before the start', '2026-11-28', {}],
    ['on the start', '2026-12-01', {}],
    ['after the start', '2026-12-02', { laptopDesiredBy: LAPTOP_AFTER_START_MESSAGE }],
  ])('Laptop Desired By %s', (_name, laptopDesiredBy, expected) => {
    const laptop = {
      requiresLaptop: true,
      hwSwRequirements: ['Mouse'],
      shippingRequired: 'Pickup at Head Office',
    };
    expect(errorsOf({ ...valid, ...laptop, laptopDesiredBy })).toEqual(expected);
  });

  it('drops the dependent fields when their toggle is off', () => {
    const output = schema.parse({
      ...valid,
      employeeName: 'Sam Lee',
      employeeSetupFormProvided: true,
      hwSwRequirements: ['Monitor'],
      shippingRequired: 'Shipping Required',
      laptopDesiredBy: '2026-11-30',
    });
    expect(output).toMatchObject({
      employeeName: null,
      employeeSetupFormProvided: null,
      hwSwRequirements: [],
      shippingRequired: null,
      laptopDesiredBy: null,
    });
  });

  it('keeps them, hardware in the spec’s order, when the toggles are on', () => {
    const output = schema.parse({
      ...valid,
      isEmployeeHired: true,
      employeeName: ' Sam Lee ',
      requiresLaptop: true,
      hwSwRequirements: ['Mouse', 'Windows Environment'],
      shippingRequired: 'Pickup at Head Office',
      laptopDesiredBy: '2026-11-30',
    });
    expect(output).toMatchObject({
      employeeName: 'Sam Lee',
      employeeSetupFormProvided: false,
      hwSwRequirements: ['Windows Environment', 'Mouse'],
      shippingRequired: 'Pickup at Head Office',
      laptopDesiredBy: '2026-11-30',
    });
  });
});
