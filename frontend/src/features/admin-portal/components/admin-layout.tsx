import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AdminFooter } from './admin-footer';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';

export interface AdminLayoutProps {
  readonly userName: string;
  readonly onSignOut: () => void;
  readonly children: ReactNode;
}

/** The admin portal frame (§2): header, collapsible sidebar, content, footer. */
export function AdminLayout({ userName, onSignOut, children }: AdminLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AdminHeader userName={userName} onSignOut={onSignOut} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <AdminSidebar />
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: 2 }}>
          {children}
        </Box>
      </Box>
      <AdminFooter />
    </Box>
  );
}

// Default export for React.lazy: admin code is downloaded only by admins.
export default AdminLayout;
