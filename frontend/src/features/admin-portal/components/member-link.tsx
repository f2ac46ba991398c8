import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { adminUrls } from '@/lib/urls';

/** A member's name in an admin list, linking to their details page. */
export function MemberLink({ userId, children }: { readonly userId: string; readonly children: ReactNode }) {
  return (
    <Link component={RouterLink} to={adminUrls.memberView(userId)}>
      {children}
    </Link>
  );
}
