import { Fragment, useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface Agreements {
  readonly terms: boolean;
  readonly privacy: boolean;
}

export interface TermsAgreementProps {
  readonly termsOfService: string;
  readonly privacyPolicy: string;
  readonly value: Agreements;
  readonly onChange: (value: Agreements) => void;
  /** Shown under the boxes after a submit without both agreements. */
  readonly error?: string;
}

function PolicyText({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {/* Plain text with its line breaks (never HTML); a focusable region so keyboards can scroll it. */}
      <Paper
        variant="outlined"
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        sx={{ p: 1.5, maxHeight: 160, overflowY: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        <Typography variant="body2">{text}</Typography>
      </Paper>
    </Box>
  );
}

/** One agreement's checkbox; a required one is described by the error shown when it is left unticked. */
function AgreementBox(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
          slotProps={{ input: { 'aria-describedby': props.describedBy } }}
        />
      }
      label={props.label}
    />
  );
}

/** The terms of service and the privacy policy, each with its required agreement box, and "agree to all". */
export function TermsAgreement({
  termsOfService,
  privacyPolicy,
  value,
  onChange,
  error,
}: TermsAgreementProps) {
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  // Each policy with its required agreement, in this order.
  const policies = [
    {
      key: 'terms',
      title: 'Terms of service',
      text: termsOfService,
      agreement: 'I agree to the terms of service (required)',
    },
    {
      key: 'privacy',
      title: 'Privacy policy',
      text: privacyPolicy,
      agreement: 'I agree to the collection and use of my personal information (required)',
    },
  ] as const;
  return (
    <Stack spacing={1.5} component="section" aria-label="Agreements">
      {policies.map((policy) => (
        <Fragment key={policy.key}>
          <PolicyText title={policy.title} text={policy.text} />
          <AgreementBox
            label={policy.agreement}
            checked={value[policy.key]}
            onChange={(checked) => onChange({ ...value, [policy.key]: checked })}
            describedBy={describedBy}
          />
        </Fragment>
      ))}
      <AgreementBox
        label="Agree to all"
        checked={value.terms && value.privacy}
        onChange={(all) => onChange({ terms: all, privacy: all })}
      />
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
