import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { AdminFooter } from './admin-footer';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import { OfflineNotice } from '@/components/offline-notice';
import { mainContentProps, SkipLink } from '@/components/skip-link';

export interface AdminLayoutProps {
  readonly userName: string;
  readonly onSignOut: () => void;
  readonly children: ReactNode;
}

/**
 * The admin portal frame (docs/web-app.md, "Admin layout"): header, collapsible sidebar, content, footer.
 * Below 900 px (the md breakpoint) the sidebar would leave too little room for tables, so it becomes a
 * drawer opened from the header.
 */
export function AdminLayout({ userName, onSignOut, children }: AdminLayoutProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', maxWidth: '100vw' }}>
      <SkipLink />
      <AdminHeader
        userName={userName}
        onSignOut={onSignOut}
        onOpenMenu={narrow ? () => setDrawerOpen(true) : undefined}
        menuOpen={drawerOpen}
      />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0, minWidth: 0 }}>
        {narrow ? (
          // The drawer is a modal dialog: it needs a name of its own, not only the menu inside it.
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { 'aria-label': 'Admin menu' } }}
          >
            <AdminSidebar inDrawer onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        ) : (
          <AdminSidebar />
        )}
        <Box
          component="main"
          {...mainContentProps}
          sx={{ flex: 1, minWidth: 0, p: { xs: 1, sm: 2 }, '&:focus': { outline: 'none' } }}
        >
          <OfflineNotice />
          {children}
        </Box>
      </Box>
      <AdminFooter />
    </Box>
  );
}

// Default export for React.lazy: admin code is downloaded only by admins.
export default AdminLayout;
