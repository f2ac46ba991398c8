import { screen, waitFor } from '@testing-library/react';
import type { CheckboxFormField } from '../index';
import { optionsLabelled, renderField, loadChoiceFieldsFirst } from './field-test-kit';

loadChoiceFieldsFirst();

const topics: CheckboxFormField = {
  type: 'checkbox',
  name: 'topics',
  label: 'Topics',
  options: optionsLabelled('News', 'Sports', 'Music'),
};

describe('checkbox field', () => {
  it('is a labelled group of labelled checkboxes, in a column by default', () => {
    renderField(topics);

    expect(screen.getByLabelText('Topics')).toBe(screen.getByRole('group', { name: 'Topics' }));
    expect(screen.getByRole('group', { name: 'Topics' })).not.toHaveClass('MuiFormGroup-row');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByLabelText('Sports')).not.toBeChecked();
  });

  it('lays options out in a row when asked', () => {
    renderField({ ...topics, direction: 'row' });
    expect(screen.getByRole('group', { name: 'Topics' })).toHaveClass('MuiFormGroup-row');
  });

  it('submits the checked values in option order, toggled by mouse and Space', async () => {
    const { user, onSubmit } = renderField({ ...topics, initialValue: ['news'] });
    expect(screen.getByRole('checkbox', { name: 'News' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Music' }));
    await user.tab({ shift: true });
    expect(screen.getByRole('checkbox', { name: 'Sports' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'News' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ topics: ['sports', 'music'] }, expect.anything()),
    );
  });

  it('treats no checked option as missing when required', async () => {
    const { user, onSubmit } = renderField({ ...topics, required: true });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(screen.getByRole('group', { name: /Topics/ })).toHaveAccessibleDescription('Topics is required'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
