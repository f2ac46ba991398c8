import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { autoSignIn, confirmSignUp, resendSignUpCode, signUp } from 'aws-amplify/auth';
import { SessionContext } from '@/lib/session-context';
import { installFakeFetch, json } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { testSession } from '@/testing/test-session';
import { SignUpPage } from './sign-up-page';

jest.mock('aws-amplify/auth');
// Typing a whole form takes a while on a busy machine.
jest.setTimeout(30_000);

const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const session = testSession();

function settings(signUpOpen = true) {
  installFakeFetch((request) =>
    request.url.hostname === 'graphql.test'
      ? json({
          data: {
            siteSettings: {
              termsVersion: 3,
              members: {
                signUpOpen,
                termsOfService: 'Be kind.\nNo spam.',
                privacyPolicy: 'We keep your email.',
              },
            },
          },
        })
      : undefined,
  );
}

function renderPage(state?: Record<string, unknown>) {
  return (
    renderWithProviders(
      <SessionContext.Provider value={session}>
        <SignUpPage />
      </SessionContext.Provider>,
      { path: '/member/signUp' },
    ) && state
  );
}

async function fillForm(password = 'long enough', again = password) {
  const form = await screen.findByRole('form', { name: 'Sign-up details' });
  await user.type(within(form).getByLabelText(/^Username/), 'minji');
  await user.type(within(form).getByLabelText(/^Email/), 'minji@example.com');
  await user.type(within(form).getByLabelText(/^Name/), 'Minji');
  await user.type(within(form).getByLabelText(/^Password \*/), password);
  await user.type(within(form).getByLabelText(/^Password again/), again);
  return form;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  window.localStorage.clear();
});

it('shows the terms and privacy policy first, says the password rule, and titles the page', async () => {
  settings();
  renderPage();
  expect(await screen.findByRole('region', { name: 'Terms of service' })).toHaveTextContent('Be kind.');
  expect(screen.getByRole('region', { name: 'Privacy policy' })).toHaveTextContent('We keep your email.');
  expect(
    screen.getByText('At least 8 characters. Letters, digits and symbols are all optional.'),
  ).toBeInTheDocument();
  expect(document.title).toBe('Sign Up');
});

it('says so before the form when an admin has closed sign-up', async () => {
  settings(false);
  renderPage();
  expect(await screen.findByText(/Sign-up is closed on this site at the moment/)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Sign-up details' })).not.toBeInTheDocument();
});

it('validates the form: short password, passwords that differ, and the agreements', async () => {
  settings();
  renderPage();
  const form = await fillForm('short', 'shorter');
  await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  expect(signUp).not.toHaveBeenCalled();

  await user.clear(within(form).getByLabelText(/^Password \*/));
  await user.type(within(form).getByLabelText(/^Password \*/), 'long enough');
  await user.clear(within(form).getByLabelText(/^Password again/));
  await user.type(within(form).getByLabelText(/^Password again/), 'long enough');
  await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
  expect(
    await screen.findByText('Please agree to the terms of service and the privacy policy to continue.'),
  ).toBeInTheDocument();
  expect(signUp).not.toHaveBeenCalled();
});

it("shows the pre-sign-up trigger's refusal in words", async () => {
  settings();
  jest.mocked(signUp).mockRejectedValue(
    Object.assign(new Error('PreSignUp failed with error Sign-up is closed on this site.'), {
      name: 'UserLambdaValidationException',
    }),
  );
  renderPage();
  await user.click(await screen.findByLabelText('Agree to all'));
  const form = await fillForm();
  await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Sign-up is closed on this site.')).toBeInTheDocument();
  expect(screen.queryByText(/PreSignUp failed/)).not.toBeInTheDocument();
});

describe('the confirmation step', () => {
  afterEach(() => jest.useRealTimers());

  it('shows where the code went, holds Resend for a cooldown, sends the terms version, confirms and signs in', async () => {
    jest.useFakeTimers();
    settings();
    jest.mocked(signUp).mockResolvedValue({
      isSignUpComplete: false,
      nextStep: {
        signUpStep: 'CONFIRM_SIGN_UP',
        codeDeliveryDetails: { destination: 'm***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' },
      },
    });
    jest.mocked(resendSignUpCode).mockResolvedValue({ destination: 'm***@e***' });
    jest.mocked(confirmSignUp).mockResolvedValue({
      isSignUpComplete: true,
      nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' },
    });
    jest.mocked(autoSignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    renderPage();
    await user.click(await screen.findByLabelText('Agree to all'));
    const form = await fillForm();
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(/We sent a confirmation code to m\*\*\*@e\*\*\*/)).toBeInTheDocument();
    expect(document.title).toBe('Confirm your account');
    const resend = screen.getByRole('button', { name: /Resend code \(60s\)/ });
    expect(resend).toBeDisabled();
    const tick = () => act(() => jest.advanceTimersByTime(1000));
    for (let second = 0; second < 59; second++) tick();
    expect(screen.getByRole('button', { name: /Resend code \(1s\)/ })).toBeDisabled();
    tick();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(resendSignUpCode).toHaveBeenCalledWith({ username: 'minji' });
    expect(await screen.findByRole('button', { name: /Resend code \(60s\)/ })).toBeDisabled();

    await user.type(screen.getByLabelText(/Confirmation code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // The sign-up named the version of the texts shown; the confirmation claims no agreement time (the server
    // recorded its own at sign-up).
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        options: expect.objectContaining({ clientMetadata: { termsVersion: '3' } }) as unknown,
      }),
    );
    expect(confirmSignUp).toHaveBeenCalledWith({ username: 'minji', confirmationCode: '123456' });
    expect(await screen.findByText('Welcome! You are signed in.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/),
    );
  });

  it('says a wrong code in words and stays on the step', async () => {
    settings();
    jest.mocked(signUp).mockResolvedValue({
      isSignUpComplete: false,
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: { destination: 'm***@e***' } },
    });
    jest
      .mocked(confirmSignUp)
      .mockRejectedValue(Object.assign(new Error('x'), { name: 'CodeMismatchException' }));
    renderPage();
    await user.click(await screen.findByLabelText('Agree to all'));
    const form = await fillForm();
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
    await user.type(await screen.findByLabelText(/Confirmation code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('That code is not correct. Please check it and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeInTheDocument();
  });
});
