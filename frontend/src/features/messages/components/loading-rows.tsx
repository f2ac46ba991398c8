import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Three placeholder rows, named for screen readers, while a list of the Message Box loads. */
export function LoadingRows({ label, height }: { label: string; height: number }) {
  return (
    <Stack spacing={1} aria-label={label}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={height} />
      ))}
    </Stack>
  );
}
