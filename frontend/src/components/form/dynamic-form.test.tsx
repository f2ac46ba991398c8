import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { DynamicForm, type DynamicFormState, type FormSection } from './index';

const nameOnly: FormSection[] = [
  { fields: [{ type: 'text', name: 'nickName', label: 'Nickname', required: true }] },
];

function submitButton() {
  return screen.getByRole('button', { name: 'Submit' });
}

describe('DynamicForm sections', () => {
  it('renders a section without a label plainly, with no panel toggle', () => {
    render(<DynamicForm sections={nameOnly} onSubmit={jest.fn()} />);

    expect(screen.getByRole('textbox', { name: /Nickname/ })).toBeVisible();
    expect(screen.queryByRole('button', { expanded: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { expanded: true })).not.toBeInTheDocument();
  });

  it('renders a labelled section as a panel that is collapsed unless expanded, and toggles it', async () => {
    const user = userEvent.setup();
    const sections: FormSection[] = [
      { label: 'Profile', fields: [{ type: 'text', name: 'nickName', label: 'Nickname' }] },
      { label: 'Contact', expanded: true, fields: [{ type: 'text', name: 'phone', label: 'Phone' }] },
    ];
    render(<DynamicForm sections={sections} onSubmit={jest.fn()} />);

    const profile = screen.getByRole('button', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Nickname' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeVisible();

    await user.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('textbox', { name: 'Nickname' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profile' })).toContainElement(
      screen.getByRole('textbox', { name: 'Nickname' }),
    );
  });

  it('opens and closes a panel from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <DynamicForm
        sections={[{ label: 'Profile', fields: [{ type: 'text', name: 'a', label: 'A' }] }]}
        onSubmit={jest.fn()}
      />,
    );

    await user.tab();
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a labelled section that is not expandable open, with its heading and no toggle', () => {
    render(
      <DynamicForm
        sections={[
          { label: 'Account', expandable: false, fields: [{ type: 'text', name: 'a', label: 'A' }] },
        ]}
        onSubmit={jest.fn()}
      />,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Account' })).getByRole('textbox', { name: 'A' }),
    ).toBeVisible();
  });

  it('titles labelled sections h2 under the page h1, or at the level given, so the outline skips none', () => {
    const sections = [
      { label: 'Profile', fields: [{ type: 'text' as const, name: 'p', label: 'P' }] },
      { label: 'Account', expandable: false, fields: [{ type: 'text' as const, name: 'a', label: 'A' }] },
    ];
    const { unmount } = render(<DynamicForm sections={sections} onSubmit={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();
    unmount();
    render(<DynamicForm sections={sections} sectionHeadingLevel={3} onSubmit={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Account' })).toBeInTheDocument();
  });

  it('spaces fields 8px apart by default and by the section gap when given', () => {
    const field = (name: string) => ({ type: 'text' as const, name, label: name });
    render(
      <DynamicForm
        sections={[{ fields: [field('a'), field('b')] }, { gap: 24, fields: [field('c'), field('d')] }]}
        onSubmit={jest.fn()}
      />,
    );

    const stackOf = (name: string) => screen.getByRole('textbox', { name }).closest('.MuiStack-root');
    expect(stackOf('a')).toHaveStyle({ gap: '8px' });
    expect(stackOf('c')).toHaveStyle({ gap: '24px' });
  });
});

describe('DynamicForm typing', () => {
  it('types onSubmit values by the schema, and asks for a schema when given a values type', () => {
    const schema = z.object({ age: z.coerce.number() });
    // Compiled, never rendered: the assertions are the @ts-expect-error lines, checked by `tsc`.
    const forms: unknown[] = [
      <DynamicForm
        key="a"
        sections={[]}
        validationSchema={schema}
        onSubmit={(values) => void values.age.toFixed()}
      />,
      <DynamicForm key="b" sections={[]} onSubmit={(values) => void String(values.anything)} />,
      <DynamicForm
        key="c"
        sections={[]}
        validationSchema={schema}
        // @ts-expect-error `age` is a number once parsed.
        onSubmit={(values) => void values.age.toUpperCase()}
      />,
      // @ts-expect-error a values type without a schema to produce it.
      <DynamicForm<{ age: number }> key="d" sections={[]} onSubmit={(values) => void values.age} />,
    ];
    const wrongOptions: FormSection = {
      // @ts-expect-error radio options are value/label pairs.
      fields: [{ type: 'radio', name: 'g', options: ['f'] }],
    };
    const wrongProperty: FormSection = {
      // @ts-expect-error a select has no `direction`.
      fields: [{ type: 'select', name: 's', label: 'S', options: [], direction: 'row' }],
    };
    forms.push(wrongOptions, wrongProperty);
    expect(forms).toHaveLength(6);
  });
});

describe('DynamicForm buttons', () => {
  it("goes one step back in the browser history on 'Cancel' by default", async () => {
    const user = userEvent.setup();
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<DynamicForm sections={nameOnly} onSubmit={jest.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('calls an injected onCancel instead, and does not submit', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onSubmit = jest.fn();
    render(<DynamicForm sections={nameOnly} onSubmit={onSubmit} onCancel={onCancel} />);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes other button labels and can hide Cancel', () => {
    render(<DynamicForm sections={nameOnly} onSubmit={jest.fn()} submitLabel="Sign In" showCancel={false} />);

    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});

describe('DynamicForm submit and validation', () => {
  it('fails to submit with errors: touches every field, shows and announces the messages', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<DynamicForm sections={nameOnly} onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: /Nickname/ });
    expect(input).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(submitButton());

    expect(await screen.findByText('Nickname is required')).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Nickname is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values once the errors are fixed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<DynamicForm sections={nameOnly} onSubmit={onSubmit} />);

    await user.click(submitButton());
    await screen.findByText('Nickname is required');
    await user.type(screen.getByRole('textbox', { name: /Nickname/ }), 'Bora');
    await user.click(submitButton());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      { nickName: 'Bora' },
      expect.objectContaining({ setStatus: expect.any(Function) }),
    );
    expect(screen.queryByText('Nickname is required')).not.toBeInTheDocument();
  });

  it('validates on change and on blur by default, showing errors only for visited fields', async () => {
    const user = userEvent.setup();
    const sections: FormSection[] = [
      {
        fields: [
          {
            type: 'text',
            name: 'code',
            label: 'Code',
            validate: (value) => (value.length < 3 ? 'Too short' : undefined),
          },
          { type: 'text', name: 'other', label: 'Other', validate: () => 'Always wrong' },
        ],
      },
    ];
    render(<DynamicForm sections={sections} onSubmit={jest.fn()} />);

    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab');
    expect(screen.queryByText('Too short')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    expect(screen.queryByText('Always wrong')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'c');
    await waitFor(() => expect(screen.queryByText('Too short')).not.toBeInTheDocument());
  });

  it('can leave validation to blur and submit', async () => {
    const user = userEvent.setup();
    const validate = jest.fn((value: string) => (value ? undefined : 'Empty'));
    render(
      <DynamicForm
        sections={[{ fields: [{ type: 'text', name: 'a', label: 'A', validate }] }]}
        onSubmit={jest.fn()}
        validateOnChange={false}
      />,
    );

    await user.type(screen.getByRole('textbox', { name: 'A' }), 'xy');
    expect(validate).not.toHaveBeenCalled();
    await user.tab();
    await waitFor(() => expect(validate).toHaveBeenCalledWith('xy', { a: 'xy' }));
  });

  it('gives per-field validators all values, e.g. to compare passwords', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const sections: FormSection[] = [
      {
        fields: [
          { type: 'password', name: 'password', label: 'Password' },
          {
            type: 'password',
            name: 'repeat',
            label: 'Repeat password',
            validate: (value, values) => (value === values.password ? undefined : 'The passwords differ'),
          },
        ],
      },
    ];
    render(<DynamicForm sections={sections} onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Repeat password'), 'secret-2');
    await user.click(submitButton());
    expect(await screen.findByText('The passwords differ')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates with a zod schema, keyed by field path, and hands onSubmit its parsed output', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const schema = z.object({
      email: z.email({ error: 'Enter an email address' }),
      age: z.coerce.number().int().min(14, { error: 'At least 14' }),
    });
    const sections: FormSection[] = [
      {
        fields: [
          { type: 'text', name: 'email', label: 'Email' },
          { type: 'text', name: 'age', label: 'Age' },
          { type: 'hidden', name: 'source', initialValue: 'web' },
        ],
      },
    ];
    render(<DynamicForm sections={sections} validationSchema={schema} onSubmit={onSubmit} />);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await user.type(screen.getByRole('textbox', { name: 'Age' }), '9');
    await user.click(submitButton());
    expect(await screen.findByText('Enter an email address')).toBeInTheDocument();
    expect(screen.getByText('At least 14')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'bora@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Age' }), '9');
    await user.click(submitButton());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // `age` parsed to a number by the schema; `source`, which the schema does not list, kept as it was.
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'bora@example.com', age: 99, source: 'web' });
  });

  it('treats empty strings as undefined before the schema sees them', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const schema = z.object({
      homepage: z.url({ error: 'Enter a URL' }).optional(),
      nickName: z.string({ error: 'Nickname is missing' }),
    });
    const sections: FormSection[] = [
      {
        fields: [
          { type: 'text', name: 'homepage', label: 'Homepage' },
          { type: 'text', name: 'nickName', label: 'Nickname' },
        ],
      },
    ];
    render(<DynamicForm sections={sections} validationSchema={schema} onSubmit={onSubmit} />);

    await user.click(submitButton());
    // '' would fail z.url() and pass z.string(); as undefined it is the other way round.
    expect(await screen.findByText('Nickname is missing')).toBeInTheDocument();
    expect(screen.queryByText('Enter a URL')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Bora');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ homepage: undefined, nickName: 'Bora' });
  });

  it('opens a collapsed section whose field blocks the submit', async () => {
    const user = userEvent.setup();
    render(
      <DynamicForm
        sections={[
          { label: 'Details', fields: [{ type: 'text', name: 'city', label: 'City', required: true }] },
        ]}
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(submitButton());

    const panel = screen.getByRole('button', { name: 'Details' });
    await waitFor(() => expect(panel).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText('City is required')).toBeInTheDocument();

    // Once per attempt: after the user closes it again, edits do not reopen it.
    await user.click(panel);
    expect(panel).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(panel).toHaveAttribute('aria-expanded', 'false');
  });

  it('exposes the form state to a child function', async () => {
    const user = userEvent.setup();
    let resolveSubmit: () => void = () => undefined;
    const onSubmit = () => new Promise<void>((resolve) => (resolveSubmit = resolve));
    const states: DynamicFormState[] = [];
    render(
      <DynamicForm sections={nameOnly} onSubmit={onSubmit}>
        {(state) => {
          states.push(state);
          return <output aria-label="state">{JSON.stringify({ ...state, values: state.values })}</output>;
        }}
      </DynamicForm>,
    );
    const last = () => states[states.length - 1];
    expect(last()).toMatchObject({
      values: { nickName: '' },
      errors: {},
      touched: {},
      isSubmitting: false,
      isValidating: false,
      submitCount: 0,
      dirty: false,
    });

    await user.click(submitButton());
    await waitFor(() => expect(last()).toMatchObject({ submitCount: 1, touched: { nickName: true } }));
    expect(last()?.errors).toEqual({ nickName: 'Nickname is required' });
    expect(last()?.isValid).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Nickname/ }), 'B');
    await user.click(submitButton());
    await waitFor(() => expect(last()).toMatchObject({ isSubmitting: true, submitCount: 2, dirty: true }));
    expect(submitButton()).toBeDisabled();
    expect(states.some((state) => state.isValidating)).toBe(true);

    resolveSubmit();
    await waitFor(() => expect(last()?.isSubmitting).toBe(false));
  });

  it('lets onSubmit set a status', async () => {
    const user = userEvent.setup();
    render(
      <DynamicForm sections={[{ fields: [] }]} onSubmit={(_values, helpers) => helpers.setStatus('Saved')}>
        {(state) => (typeof state.status === 'string' ? <p role="status">{state.status}</p> : null)}
      </DynamicForm>,
    );

    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
  });
});
