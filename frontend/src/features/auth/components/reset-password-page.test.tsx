import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmResetPassword, resetPassword, signIn } from 'aws-amplify/auth';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ResetPasswordPage } from './reset-password-page';

jest.mock('aws-amplify/auth');
jest.setTimeout(30_000);

const user = userEvent.setup({ delay: null });

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.mocked(resetPassword).mockResolvedValue({
    isPasswordReset: false,
    nextStep: {
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { destination: 'm***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' },
    },
  });
});

async function requestCode() {
  renderWithProviders(<ResetPasswordPage />, { path: '/member/resetPassword' });
  expect(document.title).toBe('Reset Password');
  await user.type(screen.getByLabelText(/Username or email/), 'minji@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('If an account matches, we sent a code to m***@e***.')).toBeInTheDocument();
  expect(resetPassword).toHaveBeenCalledWith({ username: 'minji@example.com' });
}

it('goes from the username to the code and a new password, then signs in with it', async () => {
  jest.mocked(confirmResetPassword).mockResolvedValue(undefined);
  jest.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  await requestCode();
  await user.type(screen.getByLabelText(/^Code/), '123456');
  await user.type(screen.getByLabelText(/New password/, { selector: 'input' }), 'short');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(confirmResetPassword).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText(/New password/, { selector: 'input' }), '-and-longer');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() =>
    expect(confirmResetPassword).toHaveBeenCalledWith({
      username: 'minji@example.com',
      confirmationCode: '123456',
      newPassword: 'short-and-longer',
    }),
  );
  expect(await screen.findByText('Your password was changed and you are signed in.')).toBeInTheDocument();
  expect(signIn).toHaveBeenCalledWith({
    username: 'minji@example.com',
    password: 'short-and-longer',
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
});

it.each([
  ['ExpiredCodeException', 'That code has expired. Please ask for a new one.'],
  ['CodeMismatchException', 'That code is not correct. Please check it and try again.'],
  ['LimitExceededException', 'Too many attempts. Please wait a while and try again.'],
])('says %s in words and stays on the step', async (name, text) => {
  jest.mocked(confirmResetPassword).mockRejectedValue(Object.assign(new Error('x'), { name }));
  await requestCode();
  await user.type(screen.getByLabelText(/^Code/), '000000');
  await user.type(screen.getByLabelText(/New password/, { selector: 'input' }), 'long enough');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
});
