import { createRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DynamicForm, type DynamicFormHandle, type FormField, type FormSection } from './index';

const sections: FormSection[] = [
  { id: 'account', fields: [{ type: 'text', name: 'userName', label: 'User name', initialValue: 'bora' }] },
  { id: 'extra', label: 'Extra', expanded: true, fields: [] },
];

function setup(props: { sections?: readonly FormSection[]; onSubmit?: jest.Mock } = {}) {
  const ref = createRef<DynamicFormHandle>();
  const onSubmit = props.onSubmit ?? jest.fn();
  const view = render(<DynamicForm ref={ref} sections={props.sections ?? sections} onSubmit={onSubmit} />);
  const handle = () => {
    if (!ref.current) throw new Error('no handle');
    return ref.current;
  };
  return { ...view, handle, onSubmit, user: userEvent.setup() };
}

const phone: FormField = { type: 'text', name: 'phone', label: 'Phone', initialValue: '010' };

describe('DynamicFormHandle', () => {
  it('adds a field to a section by id at run time and sets its value', async () => {
    const { handle } = setup();

    act(() => handle().addField('extra', phone));

    expect(await screen.findByRole('textbox', { name: 'Phone' })).toHaveValue('010');
    expect(screen.getByRole('region', { name: 'Extra' })).toContainElement(
      screen.getByRole('textbox', { name: 'Phone' }),
    );
    expect(handle().getField('phone')).toBe(phone);
    expect(handle().getFieldValue('phone')).toBe('010');
    expect(handle().getState().values).toEqual({ userName: 'bora', phone: '010' });
  });

  it('adds a field by section index and position, with the empty value of its type', async () => {
    const { handle } = setup();

    act(() => handle().addField(0, { type: 'checkbox', name: 'roles', label: 'Roles', options: [] }, 0));

    expect(await screen.findByRole('group', { name: 'Roles' })).toBeInTheDocument();
    expect(
      handle()
        .getSections()[0]
        ?.fields.map((field) => field.name),
    ).toEqual(['roles', 'userName']);
    expect(handle().getFieldValue('roles')).toEqual([]);
  });

  it('keeps what the user typed when fields are added and removed', async () => {
    const { handle, user } = setup();
    await user.clear(screen.getByRole('textbox', { name: 'User name' }));
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'mina');

    act(() => handle().addField('extra', phone));
    await screen.findByRole('textbox', { name: 'Phone' });
    act(() => {
      handle().removeField('phone');
    });

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'User name' })).toHaveValue('mina');
  });

  it('removes a field and deletes its value, so it is neither validated nor submitted', async () => {
    const required: FormField = { type: 'text', name: 'city', label: 'City', required: true };
    const { handle, user, onSubmit } = setup({ sections: [{ id: 'account', fields: [phone, required] }] });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();

    let removed = false;
    act(() => {
      removed = handle().removeField('city');
    });

    expect(removed).toBe(true);
    expect(handle().getField('city')).toBeUndefined();
    await waitFor(() => expect(handle().getState().values).toEqual({ phone: '010' }));
    expect(handle().getState().touched).not.toHaveProperty('city');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '010' }, expect.anything()));
  });

  it('reports a field it cannot remove', () => {
    const { handle } = setup();
    expect(handle().removeField('nothing')).toBe(false);
  });

  it('fails to add to a missing section or under a taken name, saying what was asked', () => {
    const { handle } = setup();

    expect(() => handle().addField('nope', phone)).toThrow(
      'No form section with id "nope" (the form has 2 sections).',
    );
    expect(() => handle().addField(5, phone)).toThrow('No form section with index 5');
    expect(() => handle().addField(0, { type: 'text', name: 'userName', label: 'Again' })).toThrow(
      'The form already has a field named "userName"',
    );
  });

  it('sets values, submits and resets through the handle', async () => {
    const { handle, onSubmit } = setup();

    act(() => handle().setFieldValue('userName', 'jin'));
    expect(await screen.findByDisplayValue('jin')).toBeInTheDocument();
    await act(() => handle().submit());
    expect(onSubmit).toHaveBeenCalledWith({ userName: 'jin' }, expect.anything());

    act(() => handle().reset());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'User name' })).toHaveValue('bora'));
    expect(handle().getState().submitCount).toBe(0);
  });

  it('re-initialises when its sections change: new definitions, values from them, run-time changes dropped', async () => {
    const { handle, user, rerender } = setup();
    await user.type(screen.getByRole('textbox', { name: 'User name' }), '-edited');
    act(() => handle().addField('extra', phone));
    await screen.findByRole('textbox', { name: 'Phone' });

    const next: FormSection[] = [
      { fields: [{ type: 'text', name: 'email', label: 'Email', initialValue: 'mina@example.com' }] },
    ];
    rerender(<DynamicForm ref={createRef()} sections={next} onSubmit={jest.fn()} />);

    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('mina@example.com');
    expect(screen.queryByRole('textbox', { name: 'User name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
  });

  it('re-initialises values to the new initial values when the same fields come back with other ones', async () => {
    const { user, rerender } = setup();
    await user.type(screen.getByRole('textbox', { name: 'User name' }), '-edited');

    const next: FormSection[] = [
      { fields: [{ type: 'text', name: 'userName', label: 'User name', initialValue: 'loaded' }] },
    ];
    rerender(<DynamicForm sections={next} onSubmit={jest.fn()} />);

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'User name' })).toHaveValue('loaded'));
  });
});
