import { render, screen, within } from '@testing-library/react';
import {
  customField,
  DynamicForm,
  type CustomFieldComponentProps,
  type FormLayout,
  type FormSection,
} from './index';
import { loadChoiceFieldsFirst } from './fields/field-test-kit';

loadChoiceFieldsFirst();

function PlainInput({ field }: CustomFieldComponentProps<string, object>) {
  return <input id={field.id} value={field.value} onChange={(event) => field.setValue(event.target.value)} />;
}

const options = [
  { value: 'a', label: 'Option A' },
  { value: 'b', label: 'Option B' },
];

// One field of every type, all required, so each layout is checked for labels and asterisks alike.
const everyType: FormSection[] = [
  {
    fields: [
      { type: 'text', name: 'text', label: 'Text', required: true },
      { type: 'password', name: 'password', label: 'Password', required: true },
      { type: 'textarea', name: 'textarea', label: 'Text area', required: true },
      { type: 'select', name: 'select', label: 'Select', options, required: true },
      { type: 'radio', name: 'radio', options, required: true },
      { type: 'checkbox', name: 'checkbox', label: 'Checkbox', options, required: true },
      { type: 'date', name: 'date', label: 'Date', required: true },
      { type: 'time', name: 'time', label: 'Time', required: true },
      { type: 'datetime', name: 'datetime', label: 'Date-time', required: true },
      { type: 'file', name: 'file', label: 'File', required: true },
      { type: 'hidden', name: 'hidden', label: 'Hidden' },
      customField({
        name: 'custom',
        label: 'Custom',
        component: PlainInput,
        props: {},
        initialValue: '',
        required: true,
      }),
    ],
  },
];

const visibleLabels = [
  'Text',
  'Password',
  'Text area',
  'Select',
  'Gender',
  'Checkbox',
  'Date',
  'Time',
  'Date-time',
  'File',
  'Custom',
];
const layouts: FormLayout[] = ['default', 'label-left', 'small', 'login'];

function renderLayout(layout: FormLayout) {
  return render(<DynamicForm sections={everyType} layout={layout} onSubmit={jest.fn()} />);
}

/** The label text is followed by MUI's asterisk (a thin space and '*'); match the label part exactly. */
function labelled(label: string) {
  return screen.getByLabelText((content) => content.replace(/\s*\*$/, '').trim() === label);
}

describe.each(layouts)('%s layout', (layout) => {
  it('labels every field type', () => {
    renderLayout(layout);

    for (const label of visibleLabels) expect(labelled(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Hidden')).toHaveAttribute('type', 'hidden');
  });

  it('gives required fields a red asterisk', () => {
    renderLayout(layout);

    const asterisks = document.querySelectorAll('.MuiFormLabel-asterisk');
    expect(asterisks).toHaveLength(visibleLabels.length);
    for (const asterisk of asterisks) {
      expect(asterisk).toHaveTextContent('*');
      expect(asterisk).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    }
  });
});

describe('layout variants', () => {
  it('default: floating labels inside the inputs, buttons on one row, medium size', () => {
    const { container } = renderLayout('default');

    expect(container.querySelector('.MuiGrid-container')).not.toBeInTheDocument();
    expect(container.querySelectorAll('.MuiInputLabel-root').length).toBeGreaterThan(0);
    expect(container.querySelector('.MuiInputBase-sizeSmall')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveClass('MuiButton-fullWidth');
  });

  it('label-left: each label in a 2/12 column beside its field in 10/12', () => {
    renderLayout('label-left');

    for (const label of visibleLabels) {
      const row = labelled(label).closest('.MuiGrid-container');
      expect(row).not.toBeNull();
      const [labelColumn, fieldColumn] = Array.from(row?.children ?? []);
      expect(labelColumn).toHaveClass('MuiGrid-grid-sm-2');
      expect(labelColumn).toHaveTextContent(label);
      expect(fieldColumn).toHaveClass('MuiGrid-grid-sm-10');
      expect(fieldColumn).toContainElement(labelled(label));
    }
    expect(document.querySelector('.MuiInputLabel-root')).not.toBeInTheDocument();
  });

  it('small: MUI small size for inputs, choices and buttons', () => {
    const { container } = renderLayout('small');

    const inputs = container.querySelectorAll('.MuiInputBase-root');
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(input).toHaveClass('MuiInputBase-sizeSmall');
    expect(
      within(screen.getByRole('radiogroup')).getAllByRole('radio')[0]?.closest('.MuiRadio-root'),
    ).toHaveClass('MuiRadio-sizeSmall');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveClass('MuiButton-sizeSmall');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('MuiButton-sizeSmall');
  });

  it('login: a narrow centred column, Submit first and full width', () => {
    renderLayout('login');

    const submit = screen.getByRole('button', { name: 'Submit' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(submit).toHaveClass('MuiButton-fullWidth');
    expect(submit.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submit.closest('form')?.firstElementChild).toHaveStyle({ maxWidth: '360px' });
  });
});
