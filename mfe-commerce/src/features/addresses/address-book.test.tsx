import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Address, AddressesResponse } from '@cle/contracts/commerce-schemas';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { address, LOOKUPS } from '../../lib/store-fixtures';
import { AddressBook } from './address-book';

const HOME = address({
  sk: 11,
  address1: '1177 Avenue of the Americas',
  isPrimaryBAddress: true,
  isPrimarySAddress: false,
});
const OFFICE = address({
  sk: 12,
  address1: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  plus4: '1234',
  addressCategory_SK: 2,
  isPrimaryBAddress: false,
  isPrimarySAddress: false,
});

function serveAddresses(items: Address[]) {
  let current = [...items];
  server.use(
    api.get<AddressesResponse>('/user/addresses', () => ({ ...LOOKUPS, items: current })),
    api.post<Address>('/user/addresses', ({ body }) => {
      const saved = address({ ...(body as Partial<Address>), sk: 99 });
      current = [...current, saved];
      return saved;
    }),
    api.put<Address>('/user/addresses', ({ body }) => {
      const saved = address(body as Partial<Address>);
      current = current.map((a) => (a.sk === saved.sk ? saved : a));
      return saved;
    }),
    api.put('/user/addresses/:sk/set-as-default-billing', ({ params }) => {
      current = current.map((a) => ({ ...a, isPrimaryBAddress: a.sk === Number(params.sk) }));
      return current.find((a) => a.sk === Number(params.sk));
    }),
    api.put('/user/addresses/:sk/set-as-default-shipping', ({ params }) => {
      current = current.map((a) => ({ ...a, isPrimarySAddress: a.sk === Number(params.sk) }));
      return current.find((a) => a.sk === Number(params.sk));
    }),
    api.delete('/user/addresses/:sk', ({ params }) => {
      current = current.filter((a) => a.sk !== Number(params.sk));
      return undefined;
    }),
  );
}

function renderBook(onSelect = jest.fn(), selectedSk: number | null = 11) {
  renderWithProviders(<AddressBook kind="billing" selectedSk={selectedSk} onSelect={onSelect} />, {
    auth: { token: 't', sub: 'user-1' },
    toasts: true,
  });
  return onSelect;
}

async function fillNewAddress(zip: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Address' }));
  const form = screen.getByRole('form', { name: 'New address' });
  fireEvent.change(within(form).getByRole('combobox', { name: 'Type *' }), { target: { value: '2' } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Attention' }), {
    target: { value: 'Dana Park' },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Address *' }), {
    target: { value: '5 Main St' },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: 'City *' }), { target: { value: 'Albany' } });
  fireEvent.change(within(form).getByRole('combobox', { name: 'State *' }), { target: { value: 'NY' } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'ZIP *' }), { target: { value: zip } });
  return form;
}

describe('address book (spec 3 §2.4, §5)', () => {
  test('[S3-ADDRESS-01] [S3-ADDRESS-02] lists the saved addresses with radio selection', async () => {
    serveAddresses([HOME, OFFICE]);
    const onSelect = renderBook();
    const home = await screen.findByRole('radio', { name: /1177 Avenue of the Americas/ });
    expect(home).toBeChecked();
    const office = screen.getByRole('radio', { name: /1 Market Street, San Francisco, CA 94105-1234/ });
    fireEvent.click(office);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ sk: 12 }));
  });

  test("[S3-ADDRESS-03] [S3-ADDRESS-13] [S3-ADDRESS-14] [S3-ADDRESS-25] 'Add Address': a bad ZIP is refused, a good one is saved split and selected", async () => {
    serveAddresses([HOME]);
    const calls = recordApiCalls();
    const onSelect = renderBook();
    const form = await fillNewAddress('1220');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Zip format is invalid.')).toBeInTheDocument();
    // a malformed ZIP+4 is a format error, not a long ZIP (the API answers the same)
    fireEvent.change(within(form).getByRole('textbox', { name: 'ZIP *' }), {
      target: { value: '12207-12345' },
    });
    expect(within(form).queryByText('Zip format is invalid.')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Zip format is invalid.')).toBeInTheDocument();
    expect(within(form).queryByText(/at most 10/)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: 'ZIP *' }), {
      target: { value: '12207-1234' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      addressCategory_SK: 2,
      address1: '5 Main St',
      state: 'NY',
      zip: '12207',
      plus4: '1234',
      country: 'USA',
    });
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ sk: 99 })));
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull();
  });

  test('[S3-ADDRESS-04] [S3-ADDRESS-26] the edit panel saves a change as an update', async () => {
    serveAddresses([HOME, OFFICE]);
    const calls = recordApiCalls();
    renderBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 1 Market Street' }));
    const form = screen.getByRole('form', { name: 'Home' });
    expect(within(form).getByRole('textbox', { name: 'ZIP *' })).toHaveValue('94105-1234');
    fireEvent.change(within(form).getByRole('textbox', { name: 'City *' }), { target: { value: 'Oakland' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ sk: 12, city: 'Oakland' });
  });

  test('[S3-ADDRESS-27] a refused save shows "Error saving address" and keeps the panel', async () => {
    serveAddresses([HOME]);
    server.use(api.post('/user/addresses', () => apiError(400, 'Address is invalid')));
    renderBook();
    const form = await fillNewAddress('12207');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Error saving address')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New address' })).toBeInTheDocument();
  });

  test('[S3-ADDRESS-09] [S3-ADDRESS-31] states follow the country; outside USA/Canada State and ZIP are optional', async () => {
    serveAddresses([]);
    renderBook(jest.fn(), null);
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    const state = within(form).getByRole('combobox', { name: 'State *' });
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a state', 'New York', 'California']);
    fireEvent.change(within(form).getByRole('combobox', { name: 'Country *' }), { target: { value: 'GBR' } });
    expect(within(form).getByRole('textbox', { name: 'State' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'ZIP' })).toHaveAttribute('maxLength', '10');
  });

  test('[S3-ADDRESS-28] [S3-ADDRESS-30] an address can be made the default billing address or deleted', async () => {
    serveAddresses([HOME, OFFICE]);
    const calls = recordApiCalls();
    renderBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Make default billing address' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'PUT' && c.path === '/user/addresses/12/set-as-default-billing'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.getAllByText('Default billing')).toHaveLength(1));
    expect(screen.getByRole('radio', { name: /1 Market Street/ })).toHaveAccessibleName(/Default billing/);
    // a delete asks first: Cancel deletes nothing, Delete in the dialog deletes
    fireEvent.click(screen.getByRole('button', { name: 'Delete 1 Market Street' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete 1 Market Street' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this address?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('radio', { name: /1 Market Street/ })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/user/addresses/12')).toBe(true);
  });

  test('[S3-ADDRESS-29] in the shipping step an address can be made the default shipping address', async () => {
    serveAddresses([HOME, OFFICE]);
    const calls = recordApiCalls();
    renderWithProviders(<AddressBook kind="shipping" selectedSk={null} onSelect={jest.fn()} />, {
      auth: { token: 't', sub: 'user-1' },
    });
    expect(await screen.findByRole('group', { name: 'Choose a shipping address' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Make default shipping address' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    await waitFor(() => expect(screen.getAllByText('Default shipping')).toHaveLength(1));
    expect(
      calls.some((c) => c.method === 'PUT' && c.path === '/user/addresses/12/set-as-default-shipping'),
    ).toBe(true);
  });
});
