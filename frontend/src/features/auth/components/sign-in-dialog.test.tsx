import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { renderWithProviders } from '@/testing/render-with-providers';
import { testSession } from '@/testing/test-session';
import { SessionContext } from '../session-context';
import { SignInDialog } from './sign-in-dialog';

jest.mock('aws-amplify/auth');

// No artificial delay between keystrokes: keeps the typing tests fast.
const user = userEvent.setup({ delay: null });

const session = testSession();

/** The dialog as the shell uses it: open until it asks to close. */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <SessionContext.Provider value={session}>
      <SignInDialog open={open} onClose={() => setOpen(false)} />
    </SessionContext.Provider>
  );
}

function authError(name: string, message = 'internal detail from Cognito'): Error {
  return Object.assign(new Error(message), { name });
}

function renderDialog() {
  renderWithProviders(<Harness />, { path: '/board/1' });
  const dialog = screen.getByRole('dialog', { name: 'Sign In' });
  return {
    dialog,
    username: within(dialog).getByLabelText(/Username/),
    password: within(dialog).getByLabelText(/Password/),
    submit: within(dialog).getByRole('button', { name: 'Sign In' }),
  };
}

async function fillAndSubmit(fields: ReturnType<typeof renderDialog>) {
  await user.type(fields.username, 'minji');
  await user.type(fields.password, 'secret-password');
  await user.click(fields.submit);
}

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('SignInDialog', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));

  it('keeps Sign In disabled until both fields are filled, without messages', async () => {
    const fields = renderDialog();
    expect(fields.submit).toBeDisabled();
    await user.type(fields.username, '   ');
    await user.type(fields.password, 'secret');
    expect(fields.submit).toBeDisabled();
    await user.clear(fields.username);
    await user.type(fields.username, 'minji');
    expect(fields.submit).toBeEnabled();
    await user.clear(fields.password);
    expect(fields.submit).toBeDisabled();
    expect(within(fields.dialog).queryByText(/required/i)).not.toBeInTheDocument();
  });

  it('signs in with the configured auth flow and closes on success', async () => {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const fields = renderDialog();
    await fillAndSubmit(fields);
    expect(signIn).toHaveBeenCalledWith({
      username: 'minji',
      password: 'secret-password',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    await expectClosed();
  });

  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['UserNotFoundException', 'Incorrect username or password.'],
    ['UserNotConfirmedException', 'Please confirm your account first.'],
    ['TooManyRequestsException', 'Too many requests. Please wait a moment and try again.'],
    ['LimitExceededException', 'Too many attempts. Please wait a while and try again.'],
    ['InvalidPasswordException', 'Incorrect username or password.'],
    ['InternalErrorException', 'The sign-in service is not answering. Please try again.'],
    ['SomethingInternalException', 'Sign-in failed. Please try again later.'],
  ])('shows a human warning for %s and stays open', async (name, message) => {
    jest.mocked(signIn).mockRejectedValue(authError(name));
    const fields = renderDialog();
    await fillAndSubmit(fields);
    // In the toast, and under the password (the modal hides the toast from screen readers), with focus there.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    // An unconfirmed account is sent on to the code step instead of typing again.
    if (name !== 'UserNotConfirmedException') expect(fields.password).toHaveFocus();
    expect(fields.password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('internal detail from Cognito')).not.toBeInTheDocument();
    expect(fields.submit).toBeEnabled();
    // Gone from the dialog once the member changes what they typed.
    await userEvent.type(fields.password, 'x');
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
  });

  it('tells a member whose account was disabled so, and no more than that', async () => {
    jest.mocked(signIn).mockRejectedValue(authError('NotAuthorizedException', 'User is disabled.'));
    const fields = renderDialog();
    await fillAndSubmit(fields);
    // In the toast and under the password.
    await waitFor(() =>
      expect(
        screen.getAllByText("This account has been disabled. Contact the site's administrator."),
      ).toHaveLength(2),
    );
    expect(screen.queryByText('User is disabled.')).not.toBeInTheDocument();
    expect(screen.queryByText('Incorrect username or password.')).not.toBeInTheDocument();
  });

  it('goes to the confirmation step of sign-up when the account still needs confirming', async () => {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    await fillAndSubmit(renderDialog());
    await expectClosed();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/member/signUp');
  });

  it('goes to the reset page when the password must be reset', async () => {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD' } });
    await fillAndSubmit(renderDialog());
    await expectClosed();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/member/resetPassword');
    expect(
      await screen.findByText('Your password must be reset before you can sign in.'),
    ).toBeInTheDocument();
  });

  it('asks for a new password in the dialog when one is required, and finishes the sign-in with it', async () => {
    jest.mocked(signIn).mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    });
    jest.mocked(confirmSignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await fillAndSubmit(renderDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
    const set = within(dialog).getByRole('button', { name: 'Set password' });
    await user.type(within(dialog).getByLabelText(/New password/), 'short');
    expect(set).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/New password/), '-but-long-now');
    await user.click(set);
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'short-but-long-now' });
    await expectClosed();
  });

  it.each([
    'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
    'CONFIRM_SIGN_IN_WITH_SMS_CODE',
    'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
  ] as const)('says that MFA is off for this site for %s', async (step) => {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: step } } as never);
    await fillAndSubmit(renderDialog());
    expect(
      await screen.findByText(/Multi-factor authentication is turned off for this site/),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps the tokens in session storage unless "Keep me signed in" is checked, and warns about shared PCs', async () => {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const fields = renderDialog();
    expect(screen.queryByText(/shared or public computer/)).not.toBeInTheDocument();
    await user.click(within(fields.dialog).getByLabelText('Keep me signed in'));
    expect(screen.getByText(/shared or public computer/)).toBeInTheDocument();
    await fillAndSubmit(fields);
    await expectClosed();
    expect(window.localStorage.getItem('keep-signed-in')).toBe('true');
  });

  it.each([
    ['Sign Up', '/member/signUp'],
    ['Reset Password', '/member/resetPassword'],
  ])('%s navigates to %s and closes', async (action, path) => {
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: action }));
    await expectClosed();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(path);
    expect(signIn).not.toHaveBeenCalled();
  });
});
