import { useId, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { commentBodySchema } from '@contracts/post';
import { TextInput } from '@/components/text-input';
import { visuallyHidden } from '@/components/visually-hidden';

export interface CommentFormProps {
  readonly label: string;
  readonly submitLabel: string;
  readonly initial?: string;
  readonly busy: boolean;
  /** Resolves when saved: the field then empties (or the edit closes). */
  readonly onSubmit: (body: string) => Promise<unknown>;
  readonly onCancel?: () => void;
  readonly autoFocus?: boolean;
}

/** A comment, reply or edit: a labelled text field checked against the shared comment schema. */
export function CommentForm({
  label,
  submitLabel,
  initial = '',
  busy,
  onSubmit,
  onCancel,
  autoFocus,
}: CommentFormProps) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [posted, setPosted] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = commentBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(`The comment ${parsed.error.issues[0]?.message ?? 'is not valid'}.`);
      return;
    }
    setError(null);
    try {
      await onSubmit(parsed.data);
      setBody('');
      // The button is disabled while posting, which drops focus to the page: a form that stays (the one under
      // the comments) takes it back on its box, empty for the next comment, and says the comment is posted.
      // (A reply or an edit closes instead: its comment takes focus, comment-item.tsx.)
      if (!onCancel) {
        formRef.current?.querySelector<HTMLElement>('textarea:not([aria-hidden])')?.focus();
        setPosted('Your comment was posted.');
      }
    } catch {
      // The mutation toasts the reason; the text stays for another try.
    }
  }

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate sx={{ my: 1 }}>
      <TextInput
        id={id}
        label={label}
        multiline
        minRows={2}
        fullWidth
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setPosted('');
        }}
        error={error !== null}
        helperText={error ?? undefined}
        autoFocus={autoFocus}
      />
      <Box role="status" sx={visuallyHidden}>
        {posted}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
