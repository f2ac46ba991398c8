import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DynamicForm } from '../index';

describe('hidden field', () => {
  it('renders a hidden input, named by its label or else its name, and submits its value', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <DynamicForm
        sections={[
          {
            fields: [
              { type: 'hidden', name: 'boardId', initialValue: 'b-7' },
              { type: 'hidden', name: 'token', label: 'Form token', initialValue: 't' },
            ],
          },
        ]}
        onSubmit={onSubmit}
      />,
    );

    const boardId = screen.getByLabelText('boardId');
    expect(boardId).toHaveAttribute('type', 'hidden');
    expect(boardId).toHaveValue('b-7');
    expect(screen.getByLabelText('Form token')).toHaveAttribute('name', 'token');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ boardId: 'b-7', token: 't' }, expect.anything()),
    );
  });
});
