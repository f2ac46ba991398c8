import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { HttpError } from '@/lib/http-error';

export interface MyListFrameProps {
  readonly title: string;
  readonly siteTitle?: string | null;
  /** Tabs or other controls under the heading. */
  readonly tabs?: ReactNode;
  readonly query: {
    readonly isPending: boolean;
    readonly isError: boolean;
    readonly error: Error | null;
    readonly isPlaceholderData?: boolean;
    readonly refetch: () => unknown;
  };
  readonly itemCount: number;
  readonly emptyMessage: string;
  readonly signInMessage: string;
  readonly page: number;
  readonly hasNext: boolean;
  readonly onNext: () => void;
  readonly onPrevious: () => void;
  /** The rows (a list). */
  readonly children: ReactNode;
}

/**
 * The shell of the member's own lists: heading and page title, then a skeleton while loading, the reason and a
 * retry on failure, a sign-in prompt for a guest, an empty state, or the rows with Previous / Next pages.
 */
export function MyListFrame(props: MyListFrameProps) {
  const { title, query } = props;
  useDocumentTitle(title, props.siteTitle);
  const signedOut = query.error instanceof HttpError && query.error.status === 401;

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Box aria-busy="true" aria-label={`Loading ${title}`} role="status">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={40} />
        ))}
      </Box>
    );
  } else if (signedOut) {
    content = <EmptyState message={props.signInMessage} />;
  } else if (query.isError) {
    content = <LoadError message={`${title} could not be loaded.`} onRetry={() => void query.refetch()} />;
  } else if (props.itemCount === 0 && props.page === 1) {
    content = <EmptyState message={props.emptyMessage} />;
  } else {
    content = (
      <>
        {props.children}
        {(props.page > 1 || props.hasNext) && (
          <Box
            component="nav"
            aria-label="Pages"
            sx={{ display: 'flex', justifyContent: 'center', gap: 2, mt: 2 }}
          >
            <Button onClick={props.onPrevious} disabled={props.page <= 1}>
              Previous page
            </Button>
            <Typography sx={{ alignSelf: 'center' }} aria-live="polite">
              Page {props.page}
            </Typography>
            <Button onClick={props.onNext} disabled={!props.hasNext || query.isPlaceholderData}>
              Next page
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Paper component="section" aria-labelledby="my-list-title" sx={{ p: { xs: 2, sm: 3 }, my: 2 }}>
      <PageHeading id="my-list-title" focusKey={title} sx={{ mb: 2 }}>
        {title}
      </PageHeading>
      {props.tabs}
      {content}
    </Paper>
  );
}
