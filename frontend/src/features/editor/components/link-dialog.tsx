import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isSafeHref } from '@contracts/rich-text';
import { AUTOFOCUS, dialogFocusSlotProps } from '@/components/dialog-focus';

/** What a member types as an address: `example.com` means https://example.com, `a@b.c` a mail link. */
export function normaliseHref(input: string): string {
  const value = input.trim();
  if (!value) return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`;
  return `https://${value.replace(/^\/+/, '')}`;
}

export interface LinkDialogProps {
  readonly open: boolean;
  readonly initialHref: string;
  readonly onClose: () => void;
  /** An allowed address, or '' to remove the link. */
  readonly onApply: (href: string) => void;
}

/** Asks for a link's address; only http(s) and mailto addresses are accepted (the stored format's rule). */
export function LinkDialog({ open, initialHref, onClose, onApply }: LinkDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="link-dialog-title"
      fullWidth
      maxWidth="xs"
      slotProps={dialogFocusSlotProps}
    >
      {/* Remounted per opening so it starts from the current link. */}
      {open && <LinkForm initialHref={initialHref} onClose={onClose} onApply={onApply} />}
    </Dialog>
  );
}

function LinkForm({ initialHref, onClose, onApply }: Omit<LinkDialogProps, 'open'>) {
  const [value, setValue] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the post's form in React's tree: its submit must not publish the post.
    event.stopPropagation();
    const href = normaliseHref(value);
    if (href && !isSafeHref(href)) {
      setError('Use a web address (https://…) or an email address.');
      return;
    }
    onApply(href);
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="link-dialog-title">Link</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          slotProps={{ htmlInput: AUTOFOCUS }}
          fullWidth
          margin="dense"
          label="Address"
          placeholder="https://example.com"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? 'Leave empty to remove the link.'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Apply
        </Button>
      </DialogActions>
    </form>
  );
}
