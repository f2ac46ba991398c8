import { render, screen } from '@testing-library/react';
import { DynamicForm, type FormSection } from './index';
import { choiceFieldsCode } from './form-field-view';

/**
 * Selects, radio and checkbox groups and file fields come in a chunk of their own, downloaded when a form
 * first draws one; a form of text boxes never downloads it. (The other form tests load it beforehand.)
 */
describe('field kinds downloaded on demand', () => {
  it("draws a form of text boxes without the choice fields, then holds a select's place until its code is here", async () => {
    const { unmount } = render(
      <DynamicForm
        sections={[{ fields: [{ name: 'name', type: 'text', label: 'Name' }] }]}
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(choiceFieldsCode.loaded()).toBeUndefined();
    unmount();

    const sections: FormSection[] = [
      {
        fields: [
          { name: 'name', type: 'text', label: 'Name' },
          {
            name: 'colour',
            type: 'select',
            label: 'Colour',
            options: [
              { value: 'red', label: 'Red' },
              { value: 'blue', label: 'Blue' },
            ],
          },
        ],
      },
    ];
    const { container } = render(<DynamicForm sections={sections} onSubmit={jest.fn()} />);
    // The text box at once; the select's place is held while its code downloads.
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('combobox', { name: 'Colour' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(choiceFieldsCode.loaded()).toBeDefined();
  });
});
