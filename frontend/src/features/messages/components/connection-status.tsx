import Alert from '@mui/material/Alert';
import type { ConnectionState } from '@/lib/realtime-client';

const TEXT: Record<Exclude<ConnectionState, 'connected'>, string> = {
  connecting: 'Connecting for live messages…',
  disrupted: 'Connection lost. Reconnecting automatically; new messages will appear once it is back.',
  disconnected: 'Live messages are off. Reload the page to reconnect.',
};

/** The live connection's state, shown only while it is not connected. */
export function ConnectionStatus({ state }: { state: ConnectionState }) {
  if (state === 'connected') return null;
  return (
    <Alert severity={state === 'disrupted' ? 'warning' : 'info'} role="status" sx={{ mb: 2 }}>
      {TEXT[state]}
    </Alert>
  );
}
