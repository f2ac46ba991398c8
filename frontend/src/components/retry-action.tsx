import Button from '@mui/material/Button';

/** The Try again button of a message that a read failed, placed in the message's action slot. */
export function RetryAction({ onRetry }: { onRetry: () => void }) {
  return (
    <Button color="inherit" size="small" onClick={onRetry}>
      Try again
    </Button>
  );
}
