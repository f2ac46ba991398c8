import { screen } from '@testing-library/react';
import { installFakeFetch, json } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { testConfig } from '@/testing/test-config';
import { ArticlePage } from './article-page';

const answer = (status: number, body: unknown) => (request: { url: URL }) =>
  request.url.href.startsWith(`${testConfig.rest.post}/articles/`) ? json(body, status) : undefined;

describe('ArticlePage', () => {
  it("shows the page's title and its Markdown body, rendered", async () => {
    const fetchMock = installFakeFetch(
      answer(200, {
        id: 'welcome',
        title: 'Welcome',
        body: 'Sign in as **member**.',
        format: 'markdown',
        updatedAt: '2026-11-22T00:00:00.000Z',
      }),
    );
    renderWithProviders(<ArticlePage articleId="welcome" siteTitle="Town" />);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(document.title).toBe('Welcome - Town');
    expect(screen.getByText('member').tagName).toBe('STRONG');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${testConfig.rest.post}/articles/welcome`);
  });

  it('says plainly when there is no such page', async () => {
    installFakeFetch(answer(404, { message: 'No article with this id.' }));
    // The query client logs failed queries; expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ArticlePage articleId="nothing" siteTitle="Town" />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found - Town');
  });
});
