import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DynamicForm, type RadioFormField } from '../index';

const options = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

function renderRadio(field: RadioFormField, onSubmit = jest.fn()) {
  render(<DynamicForm sections={[{ fields: [field] }]} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('radio field', () => {
  it("is a radio group labelled 'Gender' when no label is given, as the product fixes it", () => {
    renderRadio({ type: 'radio', name: 'gender', options });

    expect(screen.getByLabelText('Gender')).toBe(screen.getByRole('radiogroup', { name: 'Gender' }));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'female',
      'male',
      'other',
    ]);
    expect(screen.getByLabelText('Female')).not.toBeChecked();
  });

  it('takes its own label, and lays options out in a column or a row', () => {
    renderRadio({ type: 'radio', name: 'plan', label: 'Plan', options, direction: 'row' });

    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(group).toHaveClass('MuiFormGroup-row');
  });

  it('lays options out in a column by default', () => {
    renderRadio({ type: 'radio', name: 'gender', options });
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).not.toHaveClass('MuiFormGroup-row');
  });

  it('picks an option by click and by arrow keys, and submits its value', async () => {
    const { user, onSubmit } = renderRadio({ type: 'radio', name: 'gender', options, initialValue: 'male' });
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ gender: 'male' }, expect.anything()));
  });

  it('marks a required group and reports a missing choice on it', async () => {
    const { user } = renderRadio({ type: 'radio', name: 'gender', options, required: true });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('Gender is required'));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
  });
});
