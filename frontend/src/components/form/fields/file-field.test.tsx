import { createRef, StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DynamicForm, type DynamicFormHandle, type FileFormField, type FormSection } from '../index';
import { loadChoiceFieldsFirst } from './field-test-kit';

loadChoiceFieldsFirst();

// jsdom has no object URLs; these stand-ins record creation and revocation.
const createObjectURL = jest.fn<string, [Blob]>();
const revokeObjectURL = jest.fn<void, [string]>();
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  let next = 0;
  createObjectURL.mockReset().mockImplementation(() => `blob:preview-${(next += 1)}`);
  revokeObjectURL.mockReset();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const avatar: FileFormField = { type: 'file', name: 'avatar', label: 'Avatar', accept: 'image/*' };
const png = (name: string) => new File(['x'.repeat(2048)], name, { type: 'image/png' });

function renderFile(field: FileFormField = avatar, onSubmit = jest.fn()) {
  const ref = createRef<DynamicFormHandle>();
  const sections: FormSection[] = [{ fields: [field] }];
  const view = render(<DynamicForm ref={ref} sections={sections} onSubmit={onSubmit} />);
  return { ...view, ref, onSubmit, user: userEvent.setup() };
}

describe('file field', () => {
  it('is a labelled single-file input with a keyboard-reachable button', () => {
    renderFile();

    const input = screen.getByLabelText('Avatar');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Choose file for Avatar' })).toBeInTheDocument();
  });

  it('keeps name, size, preview URL, locality and the file itself as its value', async () => {
    const { user, onSubmit } = renderFile();
    const file = png('me.png');

    await user.upload(screen.getByLabelText('Avatar'), file);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      avatar: { fileName: 'me.png', fileSize: 2048, filePath: 'blob:preview-1', isLocal: true, file },
    });
    expect(screen.getByText('me.png (2.0 KB)')).toBeInTheDocument();
  });

  it('previews an image inline at most 28px high and, on activation, in a 320px dialog up to 90vh', async () => {
    const { user } = renderFile();
    await user.upload(screen.getByLabelText('Avatar'), png('me.png'));

    const previewButton = screen.getByRole('button', { name: 'Preview me.png' });
    const inline = previewButton.querySelector('img');
    expect(inline).toHaveAttribute('src', 'blob:preview-1');
    expect(inline).toHaveStyle({ maxHeight: '28px' });

    act(() => previewButton.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'me.png' });
    expect(within(dialog).getByRole('img', { name: 'me.png' })).toHaveStyle({ maxHeight: '90vh' });
    expect(dialog).toHaveStyle({ width: '320px' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no image preview for other files', async () => {
    const { user } = renderFile({ ...avatar, accept: undefined });
    await user.upload(
      screen.getByLabelText('Avatar'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );

    expect(screen.getByText('cv.pdf (4 B)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Preview/ })).not.toBeInTheDocument();
  });

  it('revokes the preview URL of a replaced file, and the current one on unmount', async () => {
    const { user, unmount } = renderFile();

    await user.upload(screen.getByLabelText('Avatar'), png('first.png'));
    expect(revokeObjectURL).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Avatar'), png('second.png'));

    expect(screen.getByText('second.png (2.0 KB)')).toBeInTheDocument();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
    expect(revokeObjectURL).not.toHaveBeenCalledWith('blob:preview-2');

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it('clears the value, revoking its preview URL, and then counts as empty', async () => {
    const { user } = renderFile({ ...avatar, required: true });
    await user.upload(screen.getByLabelText(/Avatar/, { selector: 'input' }), png('me.png'));

    await user.click(screen.getByRole('button', { name: 'Clear Avatar' }));

    expect(screen.queryByText(/me\.png/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Choose file/ })).toBeInTheDocument();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
    const input = screen.getByLabelText(/Avatar/, { selector: 'input' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Avatar is required'));
  });

  it('revokes the preview URL of a field removed at run time', async () => {
    const { user, ref } = renderFile();
    await user.upload(screen.getByLabelText('Avatar'), png('me.png'));

    act(() => {
      ref.current?.removeField('avatar');
    });

    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
  });

  it('shows a stored file and never revokes its server URL', () => {
    const { unmount } = renderFile({
      ...avatar,
      initialValue: {
        fileName: 'old.jpg',
        fileSize: 3 * 1024 * 1024,
        filePath: 'https://cdn.example/old.jpg',
        isLocal: false,
      },
    });

    expect(screen.getByText('old.jpg (3.0 MB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview old.jpg' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example/old.jpg',
    );
    unmount();
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });
});

describe('file field under StrictMode', () => {
  it("survives StrictMode's extra mount and still revokes on replace and unmount", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <StrictMode>
        <DynamicForm sections={[{ fields: [avatar] }]} onSubmit={jest.fn()} />
      </StrictMode>,
    );

    await user.upload(screen.getByLabelText('Avatar'), png('first.png'));
    expect(screen.getByRole('button', { name: 'Preview first.png' }).querySelector('img')).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(revokeObjectURL).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Avatar'), png('second.png'));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});
