import { useId } from 'react';
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
  return (
    <Stack spacing={1.5} component="section" aria-label="Agreements">
      <PolicyText title="Terms of service" text={termsOfService} />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.terms}
            onChange={(event) => onChange({ ...value, terms: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': describedBy } }}
          />
        }
        label="I agree to the terms of service (required)"
      />
      <PolicyText title="Privacy policy" text={privacyPolicy} />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.privacy}
            onChange={(event) => onChange({ ...value, privacy: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': describedBy } }}
          />
        }
        label="I agree to the collection and use of my personal information (required)"
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.terms && value.privacy}
            onChange={(event) => onChange({ terms: event.target.checked, privacy: event.target.checked })}
          />
        }
        label="Agree to all"
      />
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
