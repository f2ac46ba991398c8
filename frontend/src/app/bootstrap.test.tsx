import { act, render, screen, waitFor } from '@testing-library/react';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { guestSession, LAST_AUTH_USER_KEY, storeSessionMark } from '@/testing/amplify-session';
import { menuTreeAnswer } from '@/testing/api-handlers';
import { installFakeFetch, json, networkError, type FakeAnswer } from '@/testing/fake-fetch';
import { testConfig } from '@/testing/test-config';
import { Bootstrap } from './bootstrap';
import { prepareSite } from './prepare-site';

jest.mock('aws-amplify/auth');

/** As main.tsx does: the first render once the configuration has been read. */
async function renderBootstrap() {
  const site = await prepareSite();
  await act(async () => {
    render(<Bootstrap site={site} />);
  });
}

function serveConfig(answer: FakeAnswer) {
  return installFakeFetch(
    (request) => (request.url.pathname === '/config.json' ? answer : undefined),
    menuTreeAnswer([]),
    (request) => (request.url.pathname.endsWith('/home') ? json({ boards: [] }) : undefined),
  );
}

describe('Bootstrap and prepareSite: /config.json (one build, any stage)', () => {
  beforeEach(() => {
    jest.mocked(fetchAuthSession).mockResolvedValue(guestSession());
  });

  it.each([
    ['is invalid', json({ ...testConfig, graphql: { endpoint: 'not a url' } })],
    ['misses a value', json({ stage: 'dev' })],
    ['is not JSON', json('<html>not found</html>')],
    ['answers 404', json({ message: 'Not Found' }, 404)],
    ['cannot be reached', networkError()],
  ])('shows a clear error page when the configuration %s', async (_case, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serveConfig(answer);
    const configure = jest.spyOn(Amplify, 'configure');
    await renderBootstrap();
    expect(
      await screen.findByRole('heading', { name: 'The site configuration could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(configure).not.toHaveBeenCalled();
  });

  it('configures Amplify from a valid configuration and starts the site', async () => {
    // A returning visitor whose session Amplify kept (its tokens may have expired since).
    storeSessionMark();
    const fetchMock = serveConfig(
      json({ ...testConfig, auth: { ...testConfig.auth, userPoolEndpoint: 'http://127.0.0.1:9229' } }),
    );
    const configure = jest.spyOn(Amplify, 'configure');
    // Amplify warns about any custom user pool endpoint; that is the local stack's normal case.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.history.pushState({}, '', '/');
    await renderBootstrap();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    // Amplify is configured on first use (the session check right after the first render), exactly once.
    // Without a stored session there would be no first use (see the next test).
    await waitFor(() => expect(fetchAuthSession).toHaveBeenCalled());
    expect(configure).toHaveBeenCalledTimes(1);
    expect(configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: {
          userPoolId: testConfig.auth.userPoolId,
          userPoolClientId: testConfig.auth.userPoolClientId,
          userPoolEndpoint: 'http://127.0.0.1:9229',
          loginWith: { username: true, email: true },
        },
      },
    });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });

  it('starts the site for a guest without a stored session without downloading Amplify', async () => {
    window.localStorage.removeItem(LAST_AUTH_USER_KEY);
    serveConfig(json(testConfig));
    const configure = jest.spyOn(Amplify, 'configure');
    window.history.pushState({}, '', '/');
    await renderBootstrap();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(fetchAuthSession).not.toHaveBeenCalled();
    expect(configure).not.toHaveBeenCalled();
  });

  it('opens connections to the APIs once their addresses are known', async () => {
    serveConfig(json(testConfig));
    await act(async () => {
      await prepareSite();
    });
    const preconnected = [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) =>
      link.getAttribute('href'),
    );
    const apiOrigins = new Set(
      [testConfig.graphql.endpoint, testConfig.rest.member, testConfig.rest.post].map(
        (url) => new URL(url).origin,
      ),
    );
    expect(new Set(preconnected)).toEqual(apiOrigins);
  });
});
