import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AdminLayout } from './admin-layout';

function renderLayout(path = '/admin') {
  const onSignOut = jest.fn();
  renderWithProviders(
    <AdminLayout userName="Boss" onSignOut={onSignOut}>
      <p>Page content</p>
    </AdminLayout>,
    { path },
  );
  return { onSignOut, sidebar: screen.getByRole('navigation', { name: 'Admin menu' }) };
}

const groupButton = (sidebar: HTMLElement, name: string) => within(sidebar).getByRole('button', { name });

/** The sidebar table of docs/web-app.md ("Admin layout"): group → entries (label, path). */
const table: Record<string, [string, string][]> = {
  Menu: [
    ['Menu Editor', '/admin/menu/edit'],
    ['Site Design', '/admin/site/design'],
    ['Layouts', '/admin/layout/list'],
  ],
  Member: [
    ['Member List', '/admin/member/list'],
    ['Member Setting', '/admin/member/setting'],
    ['Member Group', '/admin/member/group'],
    ['Point', '/admin/point'],
  ],
  Content: [
    ['Post', '/admin/post/list'],
    ['Comment', '/admin/comment/list'],
    ['File', '/admin/file/list'],
    ['Poll', '/admin/poll/list'],
    ['Multilingual', '/admin/language/list'],
    ['Trash', '/admin/trash/list'],
    ['SpamFilter', '/admin/spam/list'],
  ],
  Settings: [
    ['General', '/admin/setting/general'],
    ['Admin Setup', '/admin/setting/menu'],
    ['File Uplaod', '/admin/setting/file'],
  ],
};

describe('AdminLayout', () => {
  it('has the header: title, link to the site, user name, Sign Out and English', async () => {
    const { onSignOut } = renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Admin Portal')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    expect(within(header).getByText('Boss')).toBeInTheDocument();
    expect(within(header).getByText('English')).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
  });

  it('has a footer with the current year and an admin label', () => {
    renderLayout();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Community Admin`,
    );
  });

  it('lists the groups in order; Dashboard links to /admin and is active there', () => {
    const { sidebar } = renderLayout('/admin');
    const dashboard = within(sidebar).getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/admin');
    expect(dashboard).toHaveAttribute('aria-current', 'page');
    const groups = within(sidebar)
      .getAllByRole('button')
      .map((button) => button.textContent?.replace(/[▾▴]/g, ''));
    expect(groups).toEqual(['«', 'Menu', 'Member', 'Content', 'Favorite', 'Settings', 'Advanced']);
  });

  it.each(Object.entries(table))('expands %s to its entries with their paths', async (group, entries) => {
    const { sidebar } = renderLayout('/admin');
    const button = groupButton(sidebar, group);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const [label, path] of entries) {
      expect(within(sidebar).getByRole('link', { name: label })).toHaveAttribute('href', path);
    }
  });

  it("shows 'No data...' under Favorite, and Advanced empty as the product fixes it", async () => {
    const { sidebar } = renderLayout('/admin');
    await userEvent.click(groupButton(sidebar, 'Favorite'));
    expect(within(sidebar).getByText('No data...')).toBeInTheDocument();
    const linksBefore = within(sidebar).getAllByRole('link').length;
    const textBefore = sidebar.textContent;
    await userEvent.click(groupButton(sidebar, 'Advanced'));
    expect(groupButton(sidebar, 'Advanced')).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar).getAllByRole('link')).toHaveLength(linksBefore);
    expect(within(sidebar).queryByText(/not available/i)).not.toBeInTheDocument();
    // Only the group's own arrow turns; no text appears under it.
    expect(sidebar.textContent).toBe(textBefore?.replace(/Advanced▾$/, 'Advanced▴'));
  });

  it('collapses a group again on a second click', async () => {
    const { sidebar } = renderLayout('/admin');
    await userEvent.click(groupButton(sidebar, 'Content'));
    expect(within(sidebar).getByRole('link', { name: 'Trash' })).toBeInTheDocument();
    await userEvent.click(groupButton(sidebar, 'Content'));
    await waitFor(() =>
      expect(within(sidebar).queryByRole('link', { name: 'Trash' })).not.toBeInTheDocument(),
    );
    expect(groupButton(sidebar, 'Content')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the group of the current page and marks its entry active', () => {
    const { sidebar } = renderLayout('/admin/member/list');
    expect(groupButton(sidebar, 'Member')).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar).getByRole('link', { name: 'Member List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Member Setting' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('follows navigation: the clicked entry becomes the active one', async () => {
    const { sidebar } = renderLayout('/admin/member/list');
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Member Group' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/admin/member/group');
    expect(within(sidebar).getByRole('link', { name: 'Member Group' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Member List' })).not.toHaveAttribute('aria-current');
  });

  it('collapses to 40px and expands back to 180px', async () => {
    const { sidebar } = renderLayout('/admin/member/list');
    expect(sidebar).toHaveStyle({ width: '180px' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveStyle({ width: '40px' });
    // Collapsed: entries are hidden, groups keep their names for assistive technology.
    await waitFor(() =>
      expect(within(sidebar).queryByRole('link', { name: 'Member List' })).not.toBeInTheDocument(),
    );
    expect(groupButton(sidebar, 'Member')).toBeInTheDocument();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar).toHaveStyle({ width: '180px' });
  });

  it('leaves the collapsed mode when a group is expanded', async () => {
    const { sidebar } = renderLayout('/admin');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveStyle({ width: '40px' });
    await userEvent.click(groupButton(sidebar, 'Settings'));
    expect(sidebar).toHaveStyle({ width: '180px' });
    expect(within(sidebar).getByRole('link', { name: 'File Uplaod' })).toBeInTheDocument();
  });

  describe('below 900 px', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      // Every media query matches: the theme's "down('md')" says this is a narrow screen.
      window.matchMedia = ((media: string) => ({
        matches: true,
        media,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('opens the sidebar in a drawer whose dialog is named "Admin menu"', async () => {
      renderWithProviders(
        <AdminLayout userName="Boss" onSignOut={jest.fn()}>
          <p>Page content</p>
        </AdminLayout>,
        { path: '/admin' },
      );
      expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Open the admin menu' }));
      const dialog = await screen.findByRole('dialog', { name: 'Admin menu' });
      expect(within(dialog).getByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
    });
  });
});
