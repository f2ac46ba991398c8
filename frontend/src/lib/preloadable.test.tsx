import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { notify } from './notify';
import { lazyComponent, preloadable, RETRY_DELAYS_MS, useLoadedCode } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>Waiting</p>}>{element}</Suspense>);
}

describe('preloadable code and lazyComponent', () => {
  it('renders code that has already arrived in the first pass, without showing the fallback', async () => {
    const importer = jest.fn(() => Promise.resolve({ Greeting }));
    const code = preloadable(importer);
    const Lazy = lazyComponent(code, (module) => module.Greeting);
    await code.load();

    renderInSuspense(<Lazy name="guest" />);

    // Synchronously after render: a plain React.lazy would show "Waiting" here.
    expect(screen.getByText('Hello guest')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('suspends and downloads when the code is not here yet, and downloads it only once', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => {};
    const importer = jest.fn(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)),
    );
    const code = preloadable(importer);
    const Lazy = lazyComponent(code, (module) => module.Greeting);

    renderInSuspense(<Lazy name="member" />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    void code.load();

    await act(async () => arrive({ Greeting }));
    expect(await screen.findByText('Hello member')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toEqual({ Greeting });
  });

  it('tries the download again after a failure (a chunk that failed once, e.g. offline)', async () => {
    const importer = jest
      .fn<Promise<{ Greeting: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ Greeting });
    const code = preloadable(importer);

    await expect(code.load()).rejects.toThrow('chunk failed');
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toEqual({ Greeting });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('useLoadedCode', () => {
  function Part({
    code,
    wanted,
  }: {
    code: ReturnType<typeof preloadable<{ Greeting: typeof Greeting }>>;
    wanted: boolean;
  }) {
    const module = useLoadedCode(code, wanted);
    return module ? <module.Greeting name="reader" /> : <p>Not yet</p>;
  }

  afterEach(() => jest.useRealTimers());

  it('downloads only once wanted, then shows the part', async () => {
    const importer = jest.fn(() => Promise.resolve({ Greeting }));
    const code = preloadable(importer);
    const { rerender } = render(<Part code={code} wanted={false} />);
    expect(importer).not.toHaveBeenCalled();
    rerender(<Part code={code} wanted />);
    expect(await screen.findByText('Hello reader')).toBeInTheDocument();
  });

  it('says so once when the download fails, and tries again while the part is still wanted', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const toast = jest.spyOn(notify, 'error').mockImplementation(() => {});
    const importer = jest
      .fn<Promise<{ Greeting: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue({ Greeting });
    render(<Part code={preloadable(importer)} wanted />);
    await act(async () => {});
    expect(screen.getByText('Not yet')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(RETRY_DELAYS_MS[0]));
    await act(async () => jest.advanceTimersByTime(RETRY_DELAYS_MS[1]));
    expect(screen.getByText('Hello reader')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(3);
    expect(toast).toHaveBeenCalledTimes(1);
  });
});
