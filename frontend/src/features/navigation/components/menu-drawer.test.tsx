import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuTreeAnswer } from '@/testing/api-handlers';
import { menuNode as menu } from '@/testing/menu-fixtures';
import { installFakeFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TopBar } from './top-bar';

/** Community › (Boards › (Notice, Free Board), Q&A), About › Rhymix (external), Home. */
const tree = [
  menu('home', 'Home', { link: '/' }),
  menu('community', 'Community', {
    children: [
      menu('boards', 'Boards', {
        parentId: 'community',
        children: [
          menu('notice', 'Notice', { parentId: 'boards' }),
          menu('free', 'Free Board', { parentId: 'boards' }),
        ],
      }),
      menu('qna', 'Q&A', { parentId: 'community' }),
    ],
  }),
  menu('about', 'About', {
    module: 'article',
    children: [menu('rhymix', 'Rhymix', { parentId: 'about', link: 'https://rhymix.org/' })],
  }),
];

function renderBar(path = '/') {
  installFakeFetch(menuTreeAnswer(tree));
  renderWithProviders(
    <TopBar user={null} sessionLoading={false} onSignIn={jest.fn()} onSignOut={jest.fn()} />,
    {
      path,
    },
  );
}

describe('the menu drawer on phones', () => {
  it('opens from a menu button that says whether it is open and what it controls', async () => {
    renderBar();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.getAttribute('aria-controls')).toBe(drawer.id);
    expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('reaches every entry of the three levels with the keyboard alone', async () => {
    renderBar();
    screen.getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await within(drawer).findByRole('button', { name: /Community/ });

    // Walk the drawer with Tab, opening every collapsed parent with Enter, until focus comes round again.
    const reached: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await userEvent.tab();
      const focused = document.activeElement as HTMLElement;
      if (!drawer.contains(focused)) break;
      const name = focused.textContent?.replace(/[▾▴]/g, '').trim() ?? '';
      if (reached.includes(`${focused.tagName}:${name}`)) break;
      reached.push(`${focused.tagName}:${name}`);
      if (focused.getAttribute('aria-expanded') === 'false') await userEvent.keyboard('{Enter}');
    }
    const links = reached.filter((entry) => entry.startsWith('A:')).map((entry) => entry.slice(2));
    expect(links).toEqual(['Home', 'Community', 'Boards', 'Notice', 'Free Board', 'Q&A', 'About', 'Rhymix']);
    expect(within(drawer).getByRole('link', { name: 'Rhymix' })).toHaveAttribute(
      'href',
      'https://rhymix.org/',
    );
    expect(within(drawer).getByRole('link', { name: 'Free Board' })).toHaveAttribute('href', '/board/free');
  });

  it('marks the current entry and opens the branch that holds it', async () => {
    renderBar('/board/free');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const current = await within(drawer).findByRole('link', { name: 'Free Board' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: 'Notice' })).not.toHaveAttribute('aria-current');
    expect(within(drawer).getByRole('button', { name: /Community/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(drawer).getByRole('button', { name: /About/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates, closes and gives focus back to the menu button', async () => {
    renderBar();
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(await within(drawer).findByRole('button', { name: /Community/ }));
    await userEvent.click(within(drawer).getByRole('link', { name: 'Q&A' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/board/qna');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes with Escape', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
