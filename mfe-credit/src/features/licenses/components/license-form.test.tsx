import { fireEvent, render, screen } from '@testing-library/react';
import { TestProviders } from '@cle/testing/render';
import { LicenseForm } from './license-form';
import { FL, NY } from '../license-fixtures';

describe('LicenseForm', () => {
  test('[S2-LICENSE-37] [S2-LICENSE-26] [S2-VALID-10] a failed check shows the validation-failed state and the messages; nothing is sent', () => {
    const onSubmit = jest.fn();
    render(
      <TestProviders>
        <LicenseForm jurisdictions={[NY, FL]} authenticated onSubmit={onSubmit} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('license-validation-failed')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('License type'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Jurisdiction'), { target: { value: '132' } });
    // S2-LICENSE-32: the placeholder comes from the jurisdiction
    expect(screen.getByLabelText('License number')).toHaveAttribute('placeholder', 'License number');
    fireEvent.change(screen.getByLabelText('License number'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Year admitted (optional)'), { target: { value: '2999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText(`Please enter a year less than or equal to ${new Date().getFullYear()}.`),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('[S2-LICENSE-33] [S2-LICENSE-34] [S2-ROLES-03] logged out: only type and jurisdiction, and Apply sends them', () => {
    const onSubmit = jest.fn();
    render(
      <TestProviders>
        <LicenseForm jurisdictions={[NY, FL]} authenticated={false} submitLabel="Apply" onSubmit={onSubmit} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('License type'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Jurisdiction'), { target: { value: '132' } });
    expect(screen.queryByLabelText(/License number/)).toBeNull();
    expect(screen.queryByLabelText(/Compliance group/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ creditClass_SK: 1, creditRegion_SK: 132 }),
    );
  });

  test('[S2-LICENSE-33] [S2-LICENSE-31] signed in: the compliance group and a required number where the jurisdiction has them, neither where not', () => {
    const onSubmit = jest.fn();
    render(
      <TestProviders>
        <LicenseForm jurisdictions={[NY, FL]} authenticated onSubmit={onSubmit} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('License type'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Jurisdiction'), { target: { value: '132' } });
    const group = screen.getByLabelText('Compliance group (optional)');
    expect([...group.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'No compliance group',
      'Experienced Attorney',
      'Newly Admitted Attorney',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Jurisdiction'), { target: { value: '109' } });
    expect(screen.queryByLabelText(/Compliance group/)).toBeNull();
    expect(screen.getByLabelText('License number (optional)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ creditRegion_SK: 109 }));
  });

  test('[S2-VALID-11] [S2-VALID-10] the year picker offers 10 years back to the current year, and every year it offers is accepted', () => {
    const now = new Date().getFullYear();
    const saveWithYear = (pick: (offered: number[]) => number) => {
      const onSubmit = jest.fn();
      const { container, unmount } = render(
        <TestProviders>
          <LicenseForm jurisdictions={[NY, FL]} authenticated onSubmit={onSubmit} />
        </TestProviders>,
      );
      fireEvent.change(screen.getByLabelText('License type'), { target: { value: '1' } });
      fireEvent.change(screen.getByLabelText('Jurisdiction'), { target: { value: '132' } });
      fireEvent.change(screen.getByLabelText('License number'), { target: { value: '123' } });
      const box = screen.getByLabelText('Year admitted (optional)');
      const picker = container.querySelector(`datalist#${CSS.escape(box.getAttribute('list')!)}`)!;
      const offered = [...picker.querySelectorAll('option')].map((o) => Number(o.value));
      expect([offered[0], offered.at(-1), offered.length]).toEqual([now - 10, now, 11]);
      const year = String(pick(offered));
      fireEvent.change(box, { target: { value: year } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.queryByText(/Please enter a year/)).toBeNull();
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ yearAdmitted: year }));
      unmount();
    };
    saveWithYear((offered) => offered[0]!);
    saveWithYear((offered) => offered.at(-1)!);
  });
});
