import Alert from '@mui/material/Alert';
import { PageLoading } from '@/components/page-loading';

/** What a member page shows a guest (or while the session is first read). */
export function SignInPrompt({ loading, message }: { loading: boolean; message: string }) {
  if (loading) return <PageLoading label="Loading your session" />;
  return <Alert severity="info">{message} Use “Sign In” at the top right.</Alert>;
}
