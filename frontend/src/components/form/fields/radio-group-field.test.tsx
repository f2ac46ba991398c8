import { screen, waitFor } from '@testing-library/react';
import { optionsLabelled, renderField, loadChoiceFieldsFirst } from './field-test-kit';

loadChoiceFieldsFirst();

const options = optionsLabelled('Female', 'Male', 'Other');

describe('radio field', () => {
  it("is a radio group labelled 'Gender' when no label is given, as the product fixes it", () => {
    renderField({ type: 'radio', name: 'gender', options });

    expect(screen.getByLabelText('Gender')).toBe(screen.getByRole('radiogroup', { name: 'Gender' }));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'female',
      'male',
      'other',
    ]);
    expect(screen.getByLabelText('Female')).not.toBeChecked();
  });

  it('takes its own label, and lays options out in a column or a row', () => {
    renderField({ type: 'radio', name: 'plan', label: 'Plan', options, direction: 'row' });

    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(group).toHaveClass('MuiFormGroup-row');
  });

  it('lays options out in a column by default', () => {
    renderField({ type: 'radio', name: 'gender', options });
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).not.toHaveClass('MuiFormGroup-row');
  });

  it('picks an option by click and by arrow keys, and submits its value', async () => {
    const { user, onSubmit } = renderField({ type: 'radio', name: 'gender', options, initialValue: 'male' });
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ gender: 'male' }, expect.anything()));
  });

  it('marks a required group and reports a missing choice on it', async () => {
    const { user } = renderField({ type: 'radio', name: 'gender', options, required: true });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('Gender is required'));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
  });
});
