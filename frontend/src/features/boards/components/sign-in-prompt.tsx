import Button from '@mui/material/Button';
import { EmptyState } from '@/components/empty-state';

/** Where a guest may not see something: why, and the way in (not an error). */
export function SignInPrompt({ message, onSignIn }: { message: string; onSignIn: () => void }) {
  return (
    <EmptyState message={message}>
      <Button variant="contained" onClick={onSignIn}>
        Sign In
      </Button>
    </EmptyState>
  );
}
