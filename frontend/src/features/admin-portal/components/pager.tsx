import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface PagerProps {
  readonly pageNumber: number;
  readonly nextToken: string | null | undefined;
  readonly onPrevious: () => void;
  readonly onNext: (token: string) => void;
}

/** Previous / Next for a cursor-paginated list. */
export function Pager({ pageNumber, nextToken, onPrevious, onNext }: PagerProps) {
  if (pageNumber === 1 && !nextToken) return null;
  return (
    <Box component="nav" aria-label="Pages" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
      <Button size="small" disabled={pageNumber === 1} onClick={onPrevious}>
        Previous
      </Button>
      <Typography sx={{ fontSize: '0.875rem' }}>Page {pageNumber}</Typography>
      <Button size="small" disabled={!nextToken} onClick={() => nextToken && onNext(nextToken)}>
        Next
      </Button>
    </Box>
  );
}
