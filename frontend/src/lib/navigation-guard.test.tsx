import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { NavigationGuard, type Blocker } from './navigation-guard';

/** The guard between the router and a memory history: what the router is shown, and what is held. */
function setUp(entries = ['/board/free', '/board/free/write']) {
  const base = UNSAFE_createMemoryHistory({
    initialEntries: entries,
    initialIndex: entries.length - 1,
    v5Compat: true,
  });
  const guard = new NavigationGuard(base);
  const shown: string[] = [];
  guard.history.listen(({ action, location }) => shown.push(`${action} ${location.pathname}`));
  const blocker = () => guard.current() as Extract<Blocker, { state: 'blocked' }>;
  return { base, guard, shown, blocker };
}

const leavingThePage = ({
  currentLocation,
  nextLocation,
}: {
  currentLocation: { pathname: string };
  nextLocation: { pathname: string };
}) => currentLocation.pathname !== nextLocation.pathname;

describe('NavigationGuard', () => {
  it('passes every navigation through while no page asks', () => {
    const { guard, shown } = setUp();
    guard.history.push('/board/free/p1');
    guard.history.replace('/board/free/p2');
    expect(shown).toEqual(['PUSH /board/free/p1', 'REPLACE /board/free/p2']);
    expect(guard.current().state).toBe('unblocked');
  });

  it('holds a link the check refuses, then lets it go on proceed', () => {
    const { guard, shown, blocker } = setUp();
    guard.block(leavingThePage);
    guard.history.push('/board/free?page=2');
    expect(shown).toEqual([]);
    expect(guard.history.location.pathname).toBe('/board/free/write');
    expect(blocker().state).toBe('blocked');
    expect(blocker().location.pathname).toBe('/board/free');

    blocker().proceed();
    expect(shown).toEqual(['PUSH /board/free']);
    expect(guard.history.location.search).toBe('?page=2');
    expect(guard.current().state).toBe('unblocked');
  });

  it('drops a held link on reset, and lets through what the check allows', () => {
    const { guard, shown, blocker } = setUp();
    guard.block(leavingThePage);
    guard.history.push('/board/free');
    blocker().reset();
    expect(guard.current().state).toBe('unblocked');
    guard.history.push('/board/free/write#title');
    expect(shown).toEqual(['PUSH /board/free/write']);
    expect(guard.history.location.pathname).toBe('/board/free/write');
  });

  it('undoes Back at once while the check refuses it, and goes back on proceed', () => {
    const { base, guard, shown, blocker } = setUp();
    guard.block(leavingThePage);
    base.go(-1);
    // The history moved back and forward again; the router saw neither.
    expect(shown).toEqual([]);
    expect(guard.history.location.pathname).toBe('/board/free/write');
    expect(blocker().location.pathname).toBe('/board/free');

    blocker().proceed();
    expect(shown).toEqual(['POP /board/free']);
    expect(guard.history.location.pathname).toBe('/board/free');
  });

  it('stops asking when the page removes its check, and forgets what it held', () => {
    const { guard, shown } = setUp();
    const remove = guard.block(leavingThePage);
    guard.history.push('/board/free');
    expect(guard.current().state).toBe('blocked');
    remove();
    expect(guard.current().state).toBe('unblocked');
    guard.history.push('/board/free');
    expect(shown).toEqual(['PUSH /board/free']);
  });

  it('hands the router a Back/Forward that came before it subscribed (its first render may wait for a chunk)', () => {
    const base = UNSAFE_createMemoryHistory({
      initialEntries: ['/', '/board/free'],
      initialIndex: 1,
      v5Compat: true,
    });
    const guard = new NavigationGuard(base);
    base.go(-1);
    const shown: string[] = [];
    guard.history.listen(({ action, location }) => shown.push(`${action} ${location.pathname}`));
    expect(shown).toEqual(['POP /']);
  });

  it('tells its subscribers when a navigation is held and released', () => {
    const { guard, blocker } = setUp();
    const changes = jest.fn();
    guard.subscribe(changes);
    guard.block(leavingThePage);
    guard.history.push('/board/free');
    blocker().reset();
    expect(changes).toHaveBeenCalledTimes(2);
  });
});
