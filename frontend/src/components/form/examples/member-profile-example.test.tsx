import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberProfileExample } from './member-profile-example';

beforeEach(() => {
  // jsdom has no object URLs (the avatar preview needs one).
  URL.createObjectURL = jest.fn(() => 'blob:avatar');
  URL.revokeObjectURL = jest.fn();
});

/** Label text without MUI's trailing required asterisk. */
function labelled(label: string) {
  return screen.getByLabelText((content) => content.replace(/\s*\*$/, '').trim() === label);
}

// A whole profile form typed into key by key; generous for a shared, busy CI machine.
jest.setTimeout(15_000);

describe('MemberProfileExample', () => {
  it('shows every field type in the label-left layout', async () => {
    const user = userEvent.setup();
    render(<MemberProfileExample />);
    await user.click(screen.getByRole('button', { name: 'Preferences' }));

    const form = screen.getByRole('form', { name: 'Member profile' });
    const expectations: [string, string][] = [
      ['Email', 'input[type="text"]'],
      ['New password', 'input[type="password"]'],
      ['Introduction', 'textarea'],
      ['Region', '[role="combobox"]'],
      ['Gender', '[role="radiogroup"]'],
      ['Interests', '[role="group"]'],
      ['Birthday', 'input[type="date"]'],
      ['Quiet hours from', 'input[type="time"]'],
      ['Digest starts', 'input[type="datetime-local"]'],
      ['Avatar', 'input[type="file"]'],
      ['Member id', 'input[type="hidden"]'],
      ['Signature', 'input[name="signature"]'],
    ];
    for (const [label, selector] of expectations) {
      const element = labelled(label);
      expect(form).toContainElement(element);
      expect(element.matches(selector)).toBe(true);
    }
    expect(labelled('Email').closest('.MuiGrid-container')?.firstElementChild).toHaveClass(
      'MuiGrid-grid-sm-2',
    );
    expect(screen.getByRole('region', { name: 'Account' })).toBeInTheDocument();
  });

  it('blocks the save with the messages of the schema and the field validators', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<MemberProfileExample onSubmit={onSubmit} />);

    await user.type(labelled('Email'), 'not-an-email');
    await user.type(labelled('New password'), 'short');
    await user.type(labelled('Repeat password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Enter an email address')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords differ')).toBeInTheDocument();
    expect(screen.getByText('Nickname is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves typed values: schema output merged over the raw values', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<MemberProfileExample memberId="m-42" onSubmit={onSubmit} />);

    await user.type(labelled('Email'), 'bora@example.com');
    await user.type(labelled('Nickname'), 'Bora');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(labelled('Region'));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Busan' }));
    await user.upload(labelled('Avatar'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.type(labelled('Signature'), 'Hi!');
    expect(screen.getByText('3/60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        memberId: 'm-42',
        email: 'bora@example.com',
        password: undefined,
        nickName: 'Bora',
        gender: 'female',
        region: 'busan',
        feedRegion: 'all',
        interests: [],
        signature: 'Hi!',
        avatar: expect.objectContaining({ fileName: 'me.png', isLocal: true, filePath: 'blob:avatar' }),
      }),
    );
  });

  it('goes back on Cancel', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(<MemberProfileExample onCancel={onCancel} />);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
