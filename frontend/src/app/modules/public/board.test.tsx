import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import { guestSession } from '@/testing/amplify-session';
import { menuTreeAnswer } from '@/testing/api-handlers';
import { installFakeFetch, json } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';
import { testConfig } from '@/testing/test-config';
import { boardRoute } from './board-path';

jest.mock('aws-amplify/auth');

describe('board module addresses', () => {
  it.each([
    [
      { module: 'board', id: 'free' },
      { kind: 'board-list', boardId: 'free' },
    ],
    [
      { module: 'board', action: 'free', id: 'p1' },
      { kind: 'board-post', boardId: 'free', postId: 'p1' },
    ],
    [
      { module: 'board', action: 'free', id: 'write' },
      { kind: 'board-write', boardId: 'free' },
    ],
    [
      { module: 'board', action: 'free', id: 'p1', tabPage: 'edit' },
      { kind: 'board-edit', boardId: 'free', postId: 'p1' },
    ],
    [{ module: 'board', action: 'free', id: 'p1', tabPage: 'other' }, { kind: 'board-other' }],
  ])('reads %j as %j', (params, expected) => {
    expect(boardRoute(params)).toEqual(expected);
  });
});

describe('board module in the app', () => {
  it('opens the sign-in dialog from "Sign in to write"', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(guestSession());
    const post = new URL(testConfig.rest.post).pathname;
    installFakeFetch(menuTreeAnswer([]), (request) => {
      // The list carries the board's record: the page asks for nothing else.
      if (request.url.pathname === `${post}/boards/free/posts`) {
        return json({
          board: {
            id: 'free',
            name: 'Free Board',
            description: '',
            postsPerPage: 20,
            categories: [],
            permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
            createdAt: '2024-03-01T00:00:00.000Z',
            updatedAt: '2024-03-01T00:00:00.000Z',
          },
          items: [],
          notices: [],
          nextToken: null,
          page: 1,
          pageSize: 20,
          total: 0,
          pageCount: 1,
        });
      }
      return undefined;
    });
    renderApp('/board/free');
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Board' })).toBeInTheDocument();
    expect(await screen.findByText('No posts yet. Be the first to write one.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign in to write' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByLabelText(/Username/)).toBeInTheDocument();
  });
});
