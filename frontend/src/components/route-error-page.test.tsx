import { act, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, useRoutes } from 'react-router-dom';
import { GuardedRouter, NavigationGuard } from '@/lib/navigation-guard';
import { RouteErrorBoundary } from './route-error-page';

function Broken(): never {
  throw new Error('chunk gone after a deploy');
}

function Site() {
  return useRoutes([
    { path: '/broken', element: <Broken /> },
    { path: '/fine', element: <p>A page that works</p> },
  ]);
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the failure plainly instead of a blank page, and clears it when the visitor goes elsewhere', () => {
    const guard = new NavigationGuard(
      UNSAFE_createMemoryHistory({ initialEntries: ['/broken'], v5Compat: true }),
    );
    render(
      <GuardedRouter guard={guard}>
        <RouteErrorBoundary>
          <Site />
        </RouteErrorBoundary>
      </GuardedRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Route failed to render', expect.any(Error));

    act(() => guard.history.push('/fine'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('A page that works')).toBeInTheDocument();
  });
});
