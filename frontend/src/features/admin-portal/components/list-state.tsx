import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/error-message';

export interface ListStateProps {
  readonly loading: boolean;
  readonly error: unknown;
  readonly empty: boolean;
  /** What the empty list means, in words ('No posts in the trash.'). */
  readonly emptyText: string;
  readonly onRetry?: () => void;
  readonly children: ReactNode;
}

/** Loading, failure (with the reason and a retry) and empty states of a list; the list itself otherwise. */
export function ListState({ loading, error, empty, emptyText, onRetry, children }: ListStateProps) {
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 3 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography>Loading…</Typography>
      </Box>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          ) : undefined
        }
      >
        Could not load the list: {errorMessage(error)}
      </Alert>
    );
  }
  if (empty) {
    return (
      <Typography role="status" sx={{ py: 3, color: 'text.secondary' }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children}</>;
}

/** What a list's states need of its query (a TanStack Query result). */
export interface ListQuery {
  readonly isPending: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

export interface QueryStateProps extends Pick<ListStateProps, 'empty' | 'emptyText' | 'children'> {
  readonly query: ListQuery;
}

/** ListState for what one query reads: loading and failure are the query's, and Retry reads it again. */
export function QueryState({ query, empty, emptyText, children }: QueryStateProps) {
  return (
    <ListState
      loading={query.isPending}
      error={query.error}
      empty={empty}
      emptyText={emptyText}
      onRetry={() => void query.refetch()}
    >
      {children}
    </ListState>
  );
}
