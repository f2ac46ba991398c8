import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MENU_TYPE_AHEAD_RESET_MS, type SelectFormField } from '../index';
import { optionsLabelled, renderField, loadChoiceFieldsFirst } from './field-test-kit';

loadChoiceFieldsFirst();

const fruit: SelectFormField = {
  type: 'select',
  name: 'fruit',
  label: 'Fruit',
  options: optionsLabelled('Apple', 'Banana', 'Blueberry', 'Cherry'),
};

describe('select field', () => {
  it('is a labelled combobox listing its options', async () => {
    const { user } = renderField(fruit);

    const select = screen.getByLabelText('Fruit');
    expect(select).toBe(screen.getByRole('combobox', { name: 'Fruit' }));
    await user.click(select);

    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Apple', 'Banana', 'Blueberry', 'Cherry']);
  });

  it("adds 'None' (empty value) and 'All' (value all) when asked", async () => {
    const { user, onSubmit } = renderField({ ...fruit, hasAll: true, hasNone: true });

    await user.click(screen.getByLabelText('Fruit'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'None',
      'All',
      'Apple',
      'Banana',
      'Blueberry',
      'Cherry',
    ]);
    await user.click(screen.getByRole('option', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fruit: 'all' }, expect.anything()));

    await user.click(screen.getByLabelText('Fruit'));
    await user.click(screen.getByRole('option', { name: 'None' }));
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveTextContent('None');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ fruit: '' }, expect.anything()));
  });

  it('is operable from the keyboard', async () => {
    const { user, onSubmit } = renderField(fruit);

    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveTextContent('Banana');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fruit: 'banana' }, expect.anything()));
  });

  it(`restarts menu type-ahead after a ${MENU_TYPE_AHEAD_RESET_MS} ms pause`, async () => {
    const { user } = renderField(fruit);
    await user.click(screen.getByLabelText('Fruit'));
    const listbox = screen.getByRole('listbox');
    // MUI's MenuList times type-ahead with performance.now(); stepping a fake clock pins the 500 ms contract.
    let now = 1_000;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => now);

    fireEvent.keyDown(listbox, { key: 'b' });
    now += 10;
    fireEvent.keyDown(listbox, { key: 'l' });
    expect(screen.getByRole('option', { name: 'Blueberry' })).toHaveFocus();

    now += MENU_TYPE_AHEAD_RESET_MS - 20;
    fireEvent.keyDown(listbox, { key: 'c' });
    // Within the pause 'blc' is one search, which matches nothing, so focus stays.
    expect(screen.getByRole('option', { name: 'Blueberry' })).toHaveFocus();

    now += MENU_TYPE_AHEAD_RESET_MS + 1;
    fireEvent.keyDown(listbox, { key: 'c' });
    expect(screen.getByRole('option', { name: 'Cherry' })).toHaveFocus();
    clock.mockRestore();
  });

  it('keeps its menu 16px from the window edge', async () => {
    const { user } = renderField(fruit);
    await user.click(screen.getByLabelText('Fruit'));

    // MUI Popover places the menu paper with inline top/left; with the threshold it never goes below 16px.
    const paper = screen.getByRole('listbox').closest('.MuiPopover-paper');
    expect(paper).toHaveStyle({ top: '16px', left: '16px' });
  });
});
