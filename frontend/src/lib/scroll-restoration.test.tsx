import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import {
  keyCurrentHistoryEntry,
  RESTORE_LIMIT_MS,
  SCROLL_POSITIONS_KEY,
  ScrollManager,
  ScrollRestoration,
} from './scroll-restoration';

/**
 * A page of the window jsdom does not lay out: its height is set by the test, scrollTo moves within it (and
 * fires `scroll`, as a browser does), and the reader's own scrolling is `readerScrollsTo`.
 */
let scrollY = 0;
let pageHeight = 3_000;
const VIEWPORT = 800;
let scrollTo: jest.Mock;

function moveTo(y: number) {
  scrollY = Math.max(0, Math.min(y, pageHeight - VIEWPORT));
  window.dispatchEvent(new Event('scroll'));
}

function readerScrollsTo(y: number) {
  moveTo(y);
}

beforeEach(() => {
  scrollY = 0;
  pageHeight = 3_000;
  window.sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
  scrollTo = jest.fn((_x: number, y: number) => moveTo(y));
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const at = (key: string, pathname = '/board/free', search = '', hash = '') => ({
  key,
  pathname,
  search,
  hash,
});

/** A manager started on the window, for the class's own tests. */
function started() {
  const manager = new ScrollManager();
  const stop = manager.start();
  return { manager, stop };
}

describe('ScrollManager', () => {
  it('takes scrolling over from the browser while it runs, and gives it back', () => {
    window.history.scrollRestoration = 'auto';
    const { stop } = started();
    expect(window.history.scrollRestoration).toBe('manual');
    stop();
    expect(window.history.scrollRestoration).toBe('auto');
  });

  it('starts every new page at the top, including a new ?page= of the same list', () => {
    const { manager, stop } = started();
    manager.arrived(at('list1'), 'POP');
    readerScrollsTo(1_279);
    manager.arrived(at('list2', '/board/free', '?page=2'), 'PUSH');
    expect(scrollY).toBe(0);
    readerScrollsTo(900);
    manager.arrived(at('post', '/board/free/p1'), 'REPLACE');
    expect(scrollY).toBe(0);
    stop();
  });

  it('leaves the position alone for a replace of the same address, and goes to the element of a #hash link', () => {
    const { manager, stop } = started();
    manager.arrived(at('a', '/board/free/p1'), 'POP');
    readerScrollsTo(600);
    manager.arrived(at('b', '/board/free/p1'), 'REPLACE');
    expect(scrollY).toBe(600);

    const target = document.createElement('div');
    target.id = 'comment-1';
    target.scrollIntoView = jest.fn();
    document.body.appendChild(target);
    manager.arrived(at('c', '/board/free/p1', '', '#comment-1'), 'PUSH');
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(scrollY).toBe(600);
    stop();
  });

  it('puts the reader back where they were on Back and on Forward', () => {
    const { manager, stop } = started();
    manager.arrived(at('list'), 'POP');
    readerScrollsTo(1_471);
    manager.arrived(at('post', '/board/free/p1'), 'PUSH');
    readerScrollsTo(350);
    manager.arrived(at('list'), 'POP');
    expect(scrollY).toBe(1_471);
    manager.arrived(at('post', '/board/free/p1'), 'POP');
    expect(scrollY).toBe(350);
    stop();
  });

  it('waits for the list to grow tall enough when its data arrives after the page rendered', () => {
    jest.useFakeTimers();
    const { manager, stop } = started();
    manager.arrived(at('list'), 'POP');
    readerScrollsTo(1_471);
    manager.arrived(at('post', '/board/free/p1'), 'PUSH');

    // Back: the list is still loading, so the page is too short to reach 1471.
    pageHeight = 1_000;
    manager.arrived(at('list'), 'POP');
    // The browser clamps the position meanwhile; that is not where the reader was.
    moveTo(900);
    jest.advanceTimersByTime(500);
    expect(scrollY).toBe(200);

    pageHeight = 2_400;
    jest.advanceTimersByTime(60);
    expect(scrollY).toBe(1_471);
    stop();
  });

  it('scrolls as far as it can once the time limit has passed', () => {
    jest.useFakeTimers();
    const { manager, stop } = started();
    manager.arrived(at('list'), 'POP');
    readerScrollsTo(2_000);
    manager.arrived(at('post', '/board/free/p1'), 'PUSH');
    pageHeight = 1_500;
    manager.arrived(at('list'), 'POP');
    jest.advanceTimersByTime(RESTORE_LIMIT_MS - 100);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    jest.advanceTimersByTime(200);
    expect(scrollY).toBe(700);
    stop();
  });

  it('lets the reader take over from a restore that is still waiting', () => {
    jest.useFakeTimers();
    const { manager, stop } = started();
    manager.arrived(at('list'), 'POP');
    readerScrollsTo(2_000);
    manager.arrived(at('post', '/board/free/p1'), 'PUSH');
    pageHeight = 1_000;
    manager.arrived(at('list'), 'POP');
    window.dispatchEvent(new Event('wheel'));
    readerScrollsTo(100);
    pageHeight = 3_000;
    jest.advanceTimersByTime(RESTORE_LIMIT_MS);
    expect(scrollY).toBe(100);
    stop();
  });

  it('keeps the positions over a reload in sessionStorage, under the entry keys', () => {
    const first = started();
    first.manager.arrived(at('list'), 'POP');
    readerScrollsTo(1_234);
    window.dispatchEvent(new Event('pagehide'));
    first.stop();
    expect(JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]')).toEqual([
      ['list', 1_234],
    ]);

    // The reloaded document: the same entry, a fresh manager, the browser at the top.
    scrollY = 0;
    const second = started();
    second.manager.arrived(at('list'), 'POP');
    expect(scrollY).toBe(1_234);
    second.stop();
  });

  it('leaves a first visit where the browser put it', () => {
    const { manager, stop } = started();
    manager.arrived(at('fresh'), 'POP');
    expect(scrollTo).not.toHaveBeenCalled();
    stop();
  });
});

describe('keyCurrentHistoryEntry', () => {
  it('gives an entry without a key its own, and keeps an existing one', () => {
    window.history.replaceState(null, '');
    keyCurrentHistoryEntry();
    const key = (window.history.state as { key: string }).key;
    expect(key).toMatch(/^[a-z0-9]+$/);
    keyCurrentHistoryEntry();
    expect((window.history.state as { key: string }).key).toBe(key);
  });
});

describe('ScrollRestoration in the router', () => {
  let navigate: NavigateFunction = () => undefined;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }

  it('resets on a link and restores on Back, as the router reports them', () => {
    const manager = new ScrollManager();
    render(
      <MemoryRouter initialEntries={['/board/free']}>
        <Navigator />
        <ScrollRestoration manager={manager} />
      </MemoryRouter>,
    );
    readerScrollsTo(1_500);
    act(() => void navigate('/board/free?page=2'));
    expect(scrollY).toBe(0);
    readerScrollsTo(300);
    act(() => void navigate(-1));
    expect(scrollY).toBe(1_500);
    act(() => void navigate(1));
    expect(scrollY).toBe(300);
  });
});
