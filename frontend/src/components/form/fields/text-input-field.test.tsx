import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DynamicForm, type FormSection } from '../index';

const sections: FormSection[] = [
  {
    fields: [
      { type: 'text', name: 'title', label: 'Title', placeholder: 'A short title', autoComplete: 'off' },
      { type: 'password', name: 'password', label: 'Password', autoComplete: 'new-password' },
      { type: 'textarea', name: 'body', label: 'Body' },
      { type: 'date', name: 'birthday', label: 'Birthday', min: '1900-01-01', max: '2030-12-31' },
      { type: 'time', name: 'wakeUp', label: 'Wake up', initialValue: '07:30' },
      { type: 'datetime', name: 'publishAt', label: 'Publish at' },
    ],
  },
];

describe('text-like fields', () => {
  it('renders text, password and a text area of 5 rows, each labelled', async () => {
    const user = userEvent.setup();
    render(<DynamicForm sections={sections} onSubmit={jest.fn()} />);

    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('type', 'text');
    expect(title).toHaveAttribute('placeholder', 'A short title');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    const body = screen.getByRole('textbox', { name: 'Body' });
    expect(body.tagName).toBe('TEXTAREA');
    expect(body).toHaveAttribute('rows', '5');

    await user.type(body, 'line one{Enter}line two');
    expect(body).toHaveValue('line one\nline two');
  });

  it('renders native date, time and date-time inputs with their values and limits', () => {
    render(<DynamicForm sections={sections} onSubmit={jest.fn()} />);

    const birthday = screen.getByLabelText('Birthday');
    expect(birthday).toHaveAttribute('type', 'date');
    expect(birthday).toHaveAttribute('min', '1900-01-01');
    expect(birthday).toHaveAttribute('max', '2030-12-31');
    expect(screen.getByLabelText('Wake up')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('Wake up')).toHaveValue('07:30');
    expect(screen.getByLabelText('Publish at')).toHaveAttribute('type', 'datetime-local');
  });

  it('submits what was entered in every text-like field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<DynamicForm sections={sections} onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Password'), 'pa55word');
    await user.type(screen.getByLabelText('Body'), 'Text');
    // jsdom has no date picker; a change event is what a browser fires once a date is picked.
    fireEvent.change(screen.getByLabelText('Birthday'), { target: { value: '2001-02-03' } });
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2026-05-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          title: 'Hello',
          password: 'pa55word',
          body: 'Text',
          birthday: '2001-02-03',
          wakeUp: '07:30',
          publishAt: '2026-05-01T09:00',
        },
        expect.anything(),
      ),
    );
  });

  it('moves through the fields and buttons with Tab', async () => {
    const user = userEvent.setup();
    render(<DynamicForm sections={sections} onSubmit={jest.fn()} />);

    for (const label of ['Title', 'Password', 'Body', 'Birthday', 'Wake up', 'Publish at']) {
      await user.tab();
      expect(screen.getByLabelText(label)).toHaveFocus();
    }
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('shows helper text until an error replaces it', async () => {
    const user = userEvent.setup();
    render(
      <DynamicForm
        sections={[
          {
            fields: [
              { type: 'text', name: 'a', label: 'Alias', required: true, helperText: 'Shown to others' },
            ],
          },
        ]}
        onSubmit={jest.fn()}
      />,
    );
    const input = screen.getByRole('textbox', { name: /Alias/ });
    expect(input).toHaveAccessibleDescription('Shown to others');

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(input).toHaveAccessibleDescription('Alias is required'));
    expect(screen.queryByText('Shown to others')).not.toBeInTheDocument();
  });
});
