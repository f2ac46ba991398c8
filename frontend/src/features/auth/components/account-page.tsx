import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageHeading } from '@/components/page-heading';

/** An account page (sign-up, password reset, setting): a centred column under its h1. */
export function AccountPage({
  title,
  width,
  children,
}: {
  title: string;
  width: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: width, mx: 'auto', py: 2 }}>
      {/* A new step's title takes the focus again, as a new page would. */}
      <PageHeading focusKey={title} sx={{ fontSize: '1.75rem', mb: 2 }}>
        {title}
      </PageHeading>
      {children}
    </Box>
  );
}
