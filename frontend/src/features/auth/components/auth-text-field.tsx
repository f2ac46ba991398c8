import { TextInput, type TextInputProps } from '@/components/text-input';
import { PASSWORD_HINT } from '../password-policy';

export type AuthTextFieldProps = Pick<
  TextInputProps,
  'label' | 'name' | 'type' | 'autoComplete' | 'autoFocus' | 'fullWidth' | 'inputProps'
> & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shown in red in place of the hint while set. */
  readonly error?: string;
  readonly hint?: string;
};

/**
 * A required field of the account forms (sign-in, reset, confirmation, password change): small, with its error
 * or hint under it. A TextInput, not MUI's TextField, so an account page does not download MUI's Select.
 */
export function AuthTextField({ value, onChange, error, hint, ...rest }: AuthTextFieldProps) {
  return (
    <TextInput
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? hint}
      required
      size="small"
      {...rest}
    />
  );
}

/** The password the member has now: to sign in, or to confirm a change to the account. */
export function CurrentPasswordField({
  label = 'Password',
  ...props
}: Omit<AuthTextFieldProps, 'label' | 'type' | 'autoComplete'> & { readonly label?: string }) {
  return <AuthTextField label={label} type="password" autoComplete="current-password" {...props} />;
}

/** The new password of a reset, a password change or a first sign-in, with the password rules as its hint. */
export function NewPasswordField(
  props: Omit<AuthTextFieldProps, 'label' | 'type' | 'autoComplete' | 'hint'>,
) {
  return (
    <AuthTextField
      label="New password"
      type="password"
      autoComplete="new-password"
      hint={PASSWORD_HINT}
      {...props}
    />
  );
}
