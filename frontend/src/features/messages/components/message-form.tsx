import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { MESSAGE_MAX_CHARS } from '@contracts/message';
import { notify } from '@/lib/notify';

export interface MessageFormProps {
  /** The form's accessible name. */
  readonly label: string;
  /** Delivers the trimmed text; the box empties once it is delivered, and a failure is shown as a toast. */
  readonly onSend: (content: string) => Promise<void>;
  /**
   * In an open conversation: the box stands beside Send on wider screens, Enter sends and Shift+Enter starts
   * a new line. Otherwise (a first message) the box takes the focus and Send sits under it.
   */
  readonly chat?: boolean;
  readonly sx?: SxProps<Theme>;
}

/** Enter sends (Shift+Enter, or Enter while an input method is composing, starts a new line). */
function sendOnEnter(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
    event.preventDefault();
    event.currentTarget.closest('form')?.requestSubmit();
  }
}

/** A message box with its Send button, which waits while one message is on its way. */
export function MessageForm({ label, onSend, chat = false, sx }: MessageFormProps) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = draft.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      await onSend(content);
      setDraft('');
    } catch (error) {
      notify.error(error);
    } finally {
      setSending(false);
    }
  }

  const submit = (
    <Button type="submit" variant="contained" disabled={!draft.trim() || sending}>
      Send
    </Button>
  );
  return (
    <Box component="form" onSubmit={send} noValidate aria-label={label} sx={sx}>
      <Stack
        direction={chat ? { xs: 'column', sm: 'row' } : 'column'}
        spacing={1}
        sx={chat ? { alignItems: { sm: 'flex-start' } } : undefined}
      >
        <TextField
          label="Message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          multiline
          minRows={chat ? 2 : 3}
          fullWidth={chat}
          autoFocus={!chat}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_CHARS } }}
          onKeyDown={chat ? sendOnEnter : undefined}
          helperText={chat ? 'Enter sends; Shift+Enter starts a new line.' : undefined}
        />
        {chat ? submit : <Box>{submit}</Box>}
      </Stack>
    </Box>
  );
}
