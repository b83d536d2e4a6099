import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RequestType } from '@portico/domain/requests/request-constants';
import { ApiError } from '../../../lib/api-client';
import { activateLanguage } from '../../../lib/i18n';
import { renderAt } from '../../../test/render';
import { CATEGORY_ID, PROJECT_ID } from '../../../test/request-fixtures';
import { stubApi } from '../../../test/stub-api';
import { RequestForm, type RequestFormProps } from './request-form';
import { emptyRequestForm, type RequestFormState } from './request-form-values';

const project = {
  id: PROJECT_ID,
  name: 'Northwind Rollout',
  projectCode: 'PRJ-0042',
  group: 'Northwind',
  projectManager: 'Drew Okafor',
  purchaseManager: 'Drew Okafor',
  projectManagerActive: true,
  purchaseManagerActive: true,
  account: { name: 'Northwind Traders', billingAddress: '1 Harbour St, Halifax NS' },
  email: 'billing@northwind.example',
  phone: '555-0100',
  paymentTerms: 'Net 30',
  currency: 'CAD',
  approvers: {
    purchase: 'Drew Okafor',
    secondaryPurchase: 'Sam Patel',
    preApproval: 'Drew Okafor',
    estimate: 'Blair Chen',
  },
};

function renderForm(type: RequestType = 'Support Request', props: Partial<RequestFormProps> = {}) {
  const { calls } = stubApi(({ url }) => {
    if (url.pathname === '/api/request-categories') {
      return {
        body: { items: [{ id: CATEGORY_ID, name: 'Hardware', requestType: url.searchParams.get('type') }] },
      };
    }
    if (url.pathname === '/api/projects') {
      return { body: { items: [{ id: PROJECT_ID, name: project.name, projectCode: project.projectCode }] } };
    }
    if (url.pathname === `/api/projects/${PROJECT_ID}`) return { body: project };
    return undefined;
  });
  const onSubmit = vi.fn();
  renderAt(
    <RequestForm
      mode="create"
      defaultValues={emptyRequestForm(type)}
      me={{ name: 'Emery Lindqvist', title: 'Analyst', department: 'Finance', email: 'emery@example.com' }}
      initialPerson={null}
      initialProject={null}
      saving={false}
      serverError={null}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, calls, user: userEvent.setup() };
}

/** Labels read 'Category *' and so on: Mantine adds the required asterisk to the label. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const save = () => screen.getByRole('button', { name: 'Save & Next' });

const validSupport: RequestFormState = {
  ...emptyRequestForm('Support Request'),
  category: CATEGORY_ID,
  priority: '1 - HIGH',
  neededBy: '2099-01-15',
  description: 'Laptop will not start',
  requestDetails: 'It shows a black screen.',
};

describe('the IT request form (spec §2 Request form, §5)', () => {
  it("says 'Required' for each empty field of a Support request and does not submit", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(save());

    expect(await screen.findAllByText('Required')).toHaveLength(5);
    for (const label of ['Category', 'Priority', 'Needed By', 'Brief Description', 'Details']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Must be 2000 characters or less' for 2010 characters of Details, and accepts 2009", async () => {
    const { user } = renderForm();
    await user.click(field('Details'));
    await user.paste('x'.repeat(2010));
    await user.tab();
    expect(await screen.findByText('Must be 2000 characters or less')).toBeInTheDocument();

    await user.clear(field('Details'));
    await user.click(field('Details'));
    await user.paste('x'.repeat(2009));
    await user.tab();
    await vi.waitFor(() =>
      expect(screen.queryByText('Must be 2000 characters or less')).not.toBeInTheDocument(),
    );
  });

  it("asks for at least 9 characters of Details with 'Required'", async () => {
    const { user } = renderForm();
    await user.type(field('Details'), 'too short');
    await user.clear(field('Details'));
    await user.type(field('Details'), 'short');
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it("shows Brand, Model and Quantity on a Quote and says 'Quantity must be a number'", async () => {
    const { user } = renderForm();
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(screen.getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-pressed', 'true');
    expect(field('Brand')).toBeInTheDocument();
    expect(field('Model')).toBeInTheDocument();
    expect(screen.queryByLabelText('Delivery Details')).not.toBeInTheDocument();

    await user.type(field('Quantity'), '12.345');
    await user.tab();
    expect(await screen.findByText('Quantity must be a number')).toBeInTheDocument();
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '12.5');
    await user.tab();
    await vi.waitFor(() => expect(screen.queryByText('Quantity must be a number')).not.toBeInTheDocument());
  });

  it('requires a project on a Purchase, asks to pick one from the list, and shows its details', async () => {
    const { user } = renderForm('Purchase Request');
    expect(field('Delivery Details')).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findAllByText('Required')).toHaveLength(6);
    expect(field('Project')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Project'), 'Northwind');
    await user.tab();
    expect(await screen.findByText('Please select an option from the list')).toBeInTheDocument();

    await user.click(field('Project'));
    // jsdom has no layout, so floating-ui hides the open dropdown: find its options regardless.
    await user.click(await screen.findByRole('option', { name: /Northwind Rollout/, hidden: true }));
    await vi.waitFor(() =>
      expect(screen.queryByText('Please select an option from the list')).not.toBeInTheDocument(),
    );
    expect(field('Project')).toHaveValue('Northwind Rollout (PRJ-0042)');
    const card = screen.getByRole('region', { name: 'Project Details' });
    expect(await within(card).findByText('Northwind Traders')).toBeInTheDocument();
    expect(within(card).getByText('Net 30')).toBeInTheDocument();
    // The people who actually approve a purchase on it, by name.
    expect(within(card).getByText('Purchase Approver')).toBeInTheDocument();
    expect(within(card).getByText('Sam Patel')).toBeInTheDocument();
  });

  it('shows approved fields read-only with a hint, and the server’s refusal on the field', async () => {
    renderForm('Purchase Request', {
      mode: 'edit',
      frozenFields: ['productQuantity', 'productBrand'],
      serverError: new ApiError({
        status: 409,
        title: 'Conflict',
        detail: 'Quantity was approved by Drew Okafor and can no longer be changed.',
        errors: { productQuantity: ['Quantity was approved by Drew Okafor and can no longer be changed.'] },
      }),
    });
    expect(field('Quantity')).toHaveAttribute('readonly');
    expect(field('Brand')).toHaveAttribute('readonly');
    expect(field('Model')).not.toHaveAttribute('readonly');
    expect(screen.getAllByText('Approved, so it can no longer be changed.')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Quantity was approved by Drew Okafor and can no longer be changed.',
    );
    await vi.waitFor(() => expect(field('Quantity')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('shows who it is for as decided once an approver decided: On Behalf cannot be switched', async () => {
    renderForm('Support Request', {
      mode: 'edit',
      defaultValues: { ...emptyRequestForm('Support Request'), onBehalf: true, onBehalfOf: 'drew' },
      initialPerson: { id: 'drew', name: 'Drew Okafor', title: null, department: null, email: null },
      frozenFields: ['onBehalf', 'onBehalfOf', 'project'],
    });
    expect(screen.getByRole('switch', { name: /^On Behalf\b/ })).toBeDisabled();
    expect(
      screen.getByText(
        'An approver decided on this request for this person, so it can no longer be changed.',
      ),
    ).toBeInTheDocument();
    const whoFor = screen.getByRole('combobox', { name: /^On Behalf Of/ });
    expect(whoFor).toHaveAttribute('readonly');
    expect(whoFor).toHaveValue('Drew Okafor');
  });

  it("asks for every Project Brief field with 'Required'", async () => {
    const { onSubmit, user } = renderForm('Project Brief');
    await user.click(save());
    expect(await screen.findAllByText('Required')).toHaveLength(13);
    for (const label of [
      'Project Type',
      'Budget',
      'Project Title',
      'Importance',
      'Problem',
      'Outcomes',
      'Success Criteria',
      'Delivered Date',
    ]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(field('Project Type')).getByRole('option', { name: '--None--' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks who the request is for when On Behalf is on', async () => {
    const { onSubmit, user } = renderForm('Support Request', { defaultValues: validSupport });
    await user.click(screen.getByRole('switch', { name: /On Behalf/ }));
    const picker = screen.getByPlaceholderText('Search by name');
    expect(picker).toHaveAccessibleName(/On Behalf Of/);
    await user.click(save());
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a Needed By date before today with the schema's message", async () => {
    const { user } = renderForm('Support Request', {
      defaultValues: { ...validSupport, neededBy: '2020-01-01' },
    });
    await user.click(save());
    expect(await screen.findByText('Needed By cannot be before today')).toBeInTheDocument();
  });

  it.each([
    ['a day that does not exist', 'February 30, 2099', 'Enter a valid date'],
    ['text that is not a date', 'next Tuesday', 'Enter a valid date'],
    ['a day before today', 'January 15, 2020', 'Needed By cannot be before today'],
    ['a year out of bounds', '0226-03-01', 'Enter a date between 1900 and 2100'],
  ])('keeps %s as typed and says what is wrong', async (_case, typed, message) => {
    const { onSubmit, user } = renderForm('Support Request', { defaultValues: validSupport });
    const neededBy = field('Needed By');
    await user.clear(neededBy);
    await user.type(neededBy, typed);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(neededBy).toHaveValue(typed);
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(neededBy).toHaveValue(typed);
  });

  it('takes a typed day as the day typed', async () => {
    const { onSubmit, user } = renderForm('Support Request', { defaultValues: validSupport });
    const neededBy = field('Needed By');
    await user.clear(neededBy);
    await user.type(neededBy, 'March 3, 2099');
    await user.click(save());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ neededBy: '2099-03-03' });
  });

  describe('editing a request whose Needed By has passed', () => {
    const late = { ...validSupport, neededBy: '2020-01-01' };

    it('saves while Needed By stays as it was', async () => {
      const { onSubmit, user } = renderForm('Support Request', { mode: 'edit', defaultValues: late });
      await user.click(save());
      await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({ neededBy: '2020-01-01' });
    });

    it('refuses Needed By changed to another past day', async () => {
      const { onSubmit, user } = renderForm('Support Request', { mode: 'edit', defaultValues: late });
      const neededBy = field('Needed By');
      await user.clear(neededBy);
      await user.type(neededBy, '2020-01-02');
      await user.click(save());
      expect(await screen.findByText('Needed By cannot be before today')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  it('submits the fields of the chosen type only, converted by the shared schema', async () => {
    const { onSubmit, user } = renderForm('Support Request', {
      defaultValues: { ...validSupport, productBrand: 'Left over from a Quote' },
    });
    await user.click(save());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      type: 'Support Request',
      onBehalf: false,
      onBehalfOf: null,
      category: CATEGORY_ID,
      project: null,
      priority: '1 - HIGH',
      neededBy: '2099-01-15',
      description: 'Laptop will not start',
      requestDetails: 'It shows a black screen.',
    });
  });

  it('disables the type buttons when editing, keeping the saved type pressed', () => {
    renderForm('Purchase Request', { mode: 'edit' });
    const group = screen.getByRole('group', { name: 'Request Type' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Support',
      'Purchase',
      'Quote',
      'Project Brief',
    ]);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'Purchase' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows a loading 'Save & Next' while saving", () => {
    renderForm('Support Request', { saving: true });
    expect(save()).toHaveAttribute('data-loading', 'true');
  });

  it("shows the server's message in a red alert and on the field it names", async () => {
    renderForm('Support Request', {
      serverError: new ApiError({
        status: 400,
        title: 'Your request was not saved',
        detail: 'Some fields need attention.',
        errors: { description: ['Must be 100 characters or less'] },
      }),
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your request was not saved');
    expect(alert).toHaveTextContent('Some fields need attention.');
    expect(within(alert).getByText('Brief Description: Must be 100 characters or less')).toBeInTheDocument();
    expect(await screen.findByText('Must be 100 characters or less')).toBeInTheDocument();
    expect(field('Brief Description')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the IT request form in French', () => {
  it('names its fields, choices and button in French and says what is wrong in French', async () => {
    await activateLanguage('fr-CA');
    const { onSubmit, user } = renderForm('Purchase Request');
    expect(screen.getByRole('group', { name: 'Type de demande' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Achat' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Détails du demandeur' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Détails du projet' })).toBeInTheDocument();
    const priority = field('Priorité');
    expect(
      within(priority)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['--Aucun--', '3 - Faible', '2 - Moyenne', '1 - ÉLEVÉE']);
    // The values sent stay the domain's.
    expect(
      within(priority)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', '3 - Low', '2 - Medium', '1 - HIGH']);
    expect(field('Requis pour le')).toBeInTheDocument();
    expect(field('Brève description')).toBeInTheDocument();
    expect(field('Marque')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findAllByText('Obligatoire')).not.toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
