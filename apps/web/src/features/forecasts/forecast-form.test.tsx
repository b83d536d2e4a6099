import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { inDays, renderEditorForm } from '../../test/editor-form';
import { EMPTY_FORECAST_FORM, ForecastForm, type ForecastFormState } from './forecast-form';

const filled: ForecastFormState = {
  ...EMPTY_FORECAST_FORM,
  jobTitle: 'Dispatcher',
  division: 'Northpeak Logistics',
  type: 'Hourly - Internal',
  plannedStartDate: inDays(10),
};

const renderForm = (defaultValues: ForecastFormState = EMPTY_FORECAST_FORM) =>
  renderEditorForm(ForecastForm, defaultValues);

const submit = () => screen.getByRole('button', { name: 'Submit' });
const toggle = (name: string) => screen.getByRole('switch', { name });

vi.setConfig({ testTimeout: 20_000 });

describe('the forecast form (spec §5, §4)', () => {
  it("says 'Required' for Job Title, Division, Type and Planned Start Date, and sends nothing", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(submit());
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a start date before today with 'Required'", async () => {
    const { onSubmit, user } = renderForm({ ...filled, plannedStartDate: inDays(-1) });
    await user.click(submit());
    expect(await screen.findAllByText('Required')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /^Planned Start Date/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Is Employee Hired shows Employee Name, required, and takes it away with its message', async () => {
    const { onSubmit, user } = renderForm(filled);
    expect(screen.queryByRole('textbox', { name: /^Employee Name/ })).toBeNull();
    await user.click(toggle('Is Employee Hired'));
    expect(screen.getByRole('checkbox', { name: 'Employee Setup Form Provided' })).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findAllByText('Required')).toHaveLength(1);
    await user.click(toggle('Is Employee Hired'));
    expect(screen.queryByRole('textbox', { name: /^Employee Name/ })).toBeNull();
    expect(screen.queryAllByText('Required')).toHaveLength(0);
    await user.click(submit());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ isEmployeeHired: false, employeeName: null });
  });

  it('Requires Laptop asks for hardware and shipping, and drops them when switched off', async () => {
    const { onSubmit, user } = renderForm({
      ...filled,
      hwSwRequirements: ['Monitor'],
      shippingRequired: 'Shipping Required',
    });
    await user.click(toggle('Requires Laptop'));
    expect(screen.getByRole('textbox', { name: /^Laptop Desired By/ })).toBeInTheDocument();
    await user.click(toggle('Requires Laptop'));
    await user.click(submit());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      requiresLaptop: false,
      hwSwRequirements: [],
      shippingRequired: null,
      laptopDesiredBy: null,
    });
  });

  it('with a laptop and nothing chosen, HW/SW Requirements and Shipping say Required', async () => {
    const { onSubmit, user } = renderForm({ ...filled, requiresLaptop: true });
    await user.click(submit());
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the forecast form in French', () => {
  it('names its fields, choices and button in French and says what is required', async () => {
    await activateLanguage('fr-CA');
    const { onSubmit, user } = renderForm({ ...filled, requiresLaptop: true, type: null });
    expect(screen.getByRole('textbox', { name: /^Titre du poste/ })).toHaveValue('Dispatcher');
    expect(screen.getByRole('switch', { name: 'Employé embauché' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Portable requis' })).toBeChecked();
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    expect(
      await screen.findByRole('option', { name: 'Horaire - Interne', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Salarié - Terrain / À distance', hidden: true }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Soumettre' }));
    expect(await screen.findAllByText('Obligatoire')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
