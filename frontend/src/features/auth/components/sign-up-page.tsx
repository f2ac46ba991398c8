import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DynamicForm, type FormSection } from '@/components/form';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/components/use-document-title';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { notify } from '@/lib/notify';
import { autoSignInMember, confirmMemberSignUp, signUpMember } from '../api/account-actions';
import { useMemberSettings } from '../api/get-member-settings';
import { authErrorMessage } from '../auth-error-message';
import { focusUserMenu } from '@/lib/focus-after-auth';
import { useSession } from '../hooks/use-session';
import { newPasswordSchema, PASSWORD_HINT } from '../password-policy';
import type { AuthPageState } from './sign-in-dialog';
import { AccountPage } from './account-page';
import { ConfirmSignUpStep } from './confirm-sign-up-step';
import { TermsAgreement, type Agreements } from './terms-agreement';
import { memberUrls } from '@/lib/urls';

export const SIGN_UP_CLOSED_TEXT =
  'Sign-up is closed on this site at the moment. Please come back later or contact the administrator.';
export const AGREEMENT_REQUIRED_TEXT =
  'Please agree to the terms of service and the privacy policy to continue.';

const signUpSchema = z
  .object({
    username: z
      .string({ error: 'Username is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Username is required'),
        z.maxLength(128, 'Username must be at most 128 characters'),
        z.regex(/^[^\s@]+$/, 'Username cannot contain spaces or @'),
      ),
    email: z.email({ error: 'Enter a valid email address' }),
    name: z
      .string({ error: 'Name is required' })
      .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100)),
    password: newPasswordSchema,
    passwordAgain: z.string({ error: 'Please enter the password again' }),
  })
  .check(
    z.refine((values) => values.password === values.passwordAgain, {
      path: ['passwordAgain'],
      message: 'The passwords do not match',
    }),
  );

const sections: FormSection[] = [
  {
    fields: [
      { type: 'text', name: 'username', label: 'Username', required: true, autoComplete: 'username' },
      { type: 'text', name: 'email', label: 'Email', required: true, autoComplete: 'email' },
      { type: 'text', name: 'name', label: 'Name', required: true, autoComplete: 'name' },
      {
        type: 'password',
        name: 'password',
        label: 'Password',
        required: true,
        autoComplete: 'new-password',
        helperText: PASSWORD_HINT,
      },
      {
        type: 'password',
        name: 'passwordAgain',
        label: 'Password again',
        required: true,
        autoComplete: 'new-password',
      },
    ],
  },
];

interface Pending {
  readonly username: string;
  readonly destination: string | null;
  readonly justSent: boolean;
}

/**
 * /member/signUp: the terms and privacy policy with their agreement boxes, the sign-up form, then the
 * confirmation code on the same page. On success Amplify signs the member in and they return where they came
 * from. When an admin closed sign-up, the page says so instead of the form.
 */
export function SignUpPage({ siteTitle }: { siteTitle?: string | null }) {
  const config = useRuntimeConfig();
  const session = useSession();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as AuthPageState;
  const returnTo = state.from && !state.from.startsWith(memberUrls.signUp) ? state.from : '/';
  const settings = useMemberSettings();
  const [agreements, setAgreements] = useState<Agreements>({ terms: false, privacy: false });
  // Agreed on this page before the code was sent (the server recorded it with the sign-up).
  const [agreedHere, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string | undefined>();
  const [pending, setPending] = useState<Pending | null>(
    state.confirm && state.username ? { username: state.username, destination: null, justSent: false } : null,
  );
  const agreed = agreements.terms && agreements.privacy;
  const title = pending ? 'Confirm your account' : 'Sign Up';
  useDocumentTitle(title, siteTitle);
  const formSections = useMemo(() => sections, []);

  function changeAgreements(next: Agreements) {
    setAgreements(next);
    if (next.terms && next.privacy) setAgreementError(undefined);
  }

  async function submit(values: z.infer<typeof signUpSchema>) {
    if (!agreed) {
      setAgreementError(AGREEMENT_REQUIRED_TEXT);
      return;
    }
    if (!settings.data) return;
    try {
      const out = await signUpMember(config, values, settings.data.termsVersion);
      setAgreed(true);
      if (out.confirmed) {
        notify.success('Welcome! Your account is ready. Please sign in.');
        void navigate(returnTo);
        return;
      }
      setPending({ username: values.username, destination: out.destination, justSent: true });
    } catch (error) {
      console.warn('Sign-up failed', error);
      notify.warning(authErrorMessage(error, 'Sign-up failed. Please try again later.'));
    }
  }

  async function confirm(code: string) {
    if (!pending) return;
    // Confirming later (from the sign-in dialog): the agreement is asked for again on this page.
    if (!agreedHere && !agreed) {
      setAgreementError(AGREEMENT_REQUIRED_TEXT);
      return;
    }
    try {
      const { canAutoSignIn } = await confirmMemberSignUp(config, pending.username, code);
      if (canAutoSignIn && (await autoSignInMember(config))) {
        await session.reload();
        notify.success('Welcome! You are signed in.');
        void navigate(returnTo);
        focusUserMenu();
        return;
      }
      notify.success('Your account is confirmed. Please sign in.');
      void navigate(returnTo);
    } catch (error) {
      console.warn('Confirmation failed', error);
      notify.warning(authErrorMessage(error, 'Confirmation failed. Please try again later.'));
    }
  }

  const agreement = settings.data && (
    <TermsAgreement
      termsOfService={settings.data.termsOfService}
      privacyPolicy={settings.data.privacyPolicy}
      value={agreements}
      onChange={changeAgreements}
      error={agreementError}
    />
  );

  return (
    <AccountPage title={title} width={640}>
      {pending ? (
        <>
          {!agreedHere && agreement && <Box sx={{ mb: 2 }}>{agreement}</Box>}
          <ConfirmSignUpStep
            username={pending.username}
            destination={pending.destination}
            justSent={pending.justSent}
            onConfirm={confirm}
          />
        </>
      ) : settings.isPending ? (
        <PageLoading label="Loading the sign-up form" />
      ) : settings.isError ? (
        <LoadError message="The sign-up form could not be loaded." onRetry={() => void settings.refetch()} />
      ) : !settings.data.signUpOpen ? (
        <Alert severity="info">{SIGN_UP_CLOSED_TEXT}</Alert>
      ) : (
        <>
          {agreement}
          <Box sx={{ mt: 3 }}>
            <DynamicForm
              sections={formSections}
              validationSchema={signUpSchema}
              onSubmit={submit}
              submitLabel="Sign Up"
              aria-label="Sign-up details"
            />
          </Box>
        </>
      )}
    </AccountPage>
  );
}
