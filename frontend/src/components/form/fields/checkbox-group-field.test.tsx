import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DynamicForm, type CheckboxFormField } from '../index';

const topics: CheckboxFormField = {
  type: 'checkbox',
  name: 'topics',
  label: 'Topics',
  options: [
    { value: 'news', label: 'News' },
    { value: 'sports', label: 'Sports' },
    { value: 'music', label: 'Music' },
  ],
};

function renderCheckboxes(field: CheckboxFormField, onSubmit = jest.fn()) {
  render(<DynamicForm sections={[{ fields: [field] }]} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('checkbox field', () => {
  it('is a labelled group of labelled checkboxes, in a column by default', () => {
    renderCheckboxes(topics);

    expect(screen.getByLabelText('Topics')).toBe(screen.getByRole('group', { name: 'Topics' }));
    expect(screen.getByRole('group', { name: 'Topics' })).not.toHaveClass('MuiFormGroup-row');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByLabelText('Sports')).not.toBeChecked();
  });

  it('lays options out in a row when asked', () => {
    renderCheckboxes({ ...topics, direction: 'row' });
    expect(screen.getByRole('group', { name: 'Topics' })).toHaveClass('MuiFormGroup-row');
  });

  it('submits the checked values in option order, toggled by mouse and Space', async () => {
    const { user, onSubmit } = renderCheckboxes({ ...topics, initialValue: ['news'] });
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
    const { user, onSubmit } = renderCheckboxes({ ...topics, required: true });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(screen.getByRole('group', { name: /Topics/ })).toHaveAccessibleDescription('Topics is required'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
