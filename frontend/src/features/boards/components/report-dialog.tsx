import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  createReportBodySchema,
  REPORT_DETAIL_MAX,
  REPORT_REASONS,
  reportReasonLabels,
  type ReportReason,
} from '@contracts/report';
import { useReportPost } from '../api/report-post';

/** Report a post with a reason (and details, required for "Other"), checked by the shared schema. */
export function ReportDialog({
  postId,
  open,
  onClose,
}: {
  postId: string;
  open: boolean;
  onClose: () => void;
}) {
  const ids = useId();
  const report = useReportPost(postId);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createReportBodySchema.safeParse({
      reason: reason || undefined,
      detail: detail.trim() || undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue?.path[0] === 'detail' ? `Details ${issue.message}.` : 'Choose a reason.');
      return;
    }
    setError(null);
    report.mutate(parsed.data, { onSuccess: onClose });
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${ids}-title`} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${ids}-title`}>Report this post</DialogTitle>
        <DialogContent>
          <FormControl error={Boolean(error) && !reason} component="fieldset">
            <FormLabel component="legend" id={`${ids}-reason`}>
              Why should the administrators look at it?
            </FormLabel>
            <RadioGroup
              aria-labelledby={`${ids}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value as ReportReason)}
            >
              {REPORT_REASONS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={reportReasonLabels[value]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label={reason === 'other' ? 'Details (required)' : 'Details (optional)'}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            value={detail}
            onChange={(event) => setDetail(event.target.value)}
            slotProps={{ htmlInput: { maxLength: REPORT_DETAIL_MAX } }}
          />
          {error && (
            <FormLabel role="alert" error sx={{ display: 'block' }}>
              {error}
            </FormLabel>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="secondary" disabled={report.isPending}>
            Send report
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
