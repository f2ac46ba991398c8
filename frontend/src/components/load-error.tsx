import Alert from '@mui/material/Alert';
import { RetryAction } from './retry-action';

export interface LoadErrorProps {
  /** What could not be loaded, in words ("The board could not be loaded."). */
  readonly message: string;
  readonly onRetry: () => void;
}

/** Where a failed read would leave a blank: what failed and a Try again button (the toast says it too). */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Alert severity="error" sx={{ my: 2 }} action={<RetryAction onRetry={onRetry} />}>
      {message}
    </Alert>
  );
}
