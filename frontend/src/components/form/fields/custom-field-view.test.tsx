import { screen, waitFor } from '@testing-library/react';
import { customField, type CustomFieldComponentProps } from '../index';
import { renderField } from './field-test-kit';

/** A number with a step button: a custom component with its own prop (`step`) and a number value. */
function NumberStepper({ step, field }: CustomFieldComponentProps<number, { step: number }>) {
  return (
    <div>
      <input
        id={field.id}
        type="number"
        value={field.value}
        disabled={field.disabled}
        onChange={(event) => field.setValue(Number(event.target.value))}
        onBlur={field.setTouched}
        aria-describedby={field.describedBy}
        aria-invalid={field.error !== undefined}
      />
      <button type="button" onClick={() => field.setValue(field.value + step)}>
        Add {step}
      </button>
    </div>
  );
}

const quantity = customField({
  name: 'quantity',
  label: 'Quantity',
  component: NumberStepper,
  props: { step: 5 },
  initialValue: 1,
  validate: (value) => (value > 10 ? 'At most 10' : undefined),
});

describe('custom field', () => {
  it('renders the component with its props, labelled by the form, and submits its value', async () => {
    const { user, onSubmit } = renderField(quantity);

    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Add 5' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue(6);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ quantity: 6 }, expect.anything()));
  });

  it('runs its typed validator and hands the component the error and message id', async () => {
    const { user } = renderField(quantity);

    await user.click(screen.getByRole('button', { name: 'Add 5' }));
    await user.click(screen.getByRole('button', { name: 'Add 5' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const input = screen.getByLabelText('Quantity');
    await waitFor(() => expect(input).toHaveAccessibleDescription('At most 10'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks at compile time that component, props and initial value agree', () => {
    const definition = {
      name: 'quantity',
      label: 'Quantity',
      component: NumberStepper,
    };
    // @ts-expect-error `step` must be a number.
    customField({ ...definition, props: { step: 'five' }, initialValue: 1 });
    // @ts-expect-error the value type is number.
    customField({ ...definition, props: { step: 1 }, initialValue: 'one' });
    expect(customField({ ...definition, props: { step: 1 }, initialValue: 0 }).type).toBe('custom');
  });
});
