import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A chunk of code that can be fetched before React asks for it, and rendered without suspending once it
 * has arrived.
 *
 * Why not plain React.lazy: a lazy component suspends on its first render even when its module has long
 * arrived (the import's promise settles a microtask later), so a fallback is committed; and React then
 * holds the boundary's content back until 300 ms after that fallback appeared (its "fallback throttle").
 * Measured in Chromium on the production build, each such suspension kept the first page ~300 ms longer
 * with nothing but a progress bar (docs/performance.md, "First render").
 */
export interface Preloadable<M> {
  /** Starts the download, once; after a failure the next call tries again. */
  readonly load: () => Promise<M>;
  /** The module, once it has arrived. */
  readonly loaded: () => M | undefined;
}

export function preloadable<M>(importer: () => Promise<M>): Preloadable<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load() {
      pending ??= importer().then(
        (value) => (module = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/**
 * A thenable that calls back at once. React.lazy reads the status its `then` callback sets right after
 * calling it (react's lazyInitializer), so a module that is already here renders in the same pass.
 */
function alreadyHere<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (result: T) => unknown) => void onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}

/**
 * React.lazy over a {@link Preloadable}: suspends (and downloads) only when the code is not here yet.
 * `pick` chooses the component from the module; create it once, at module level, like any lazy component.
 */
export function lazyComponent<M, P extends object>(
  code: Preloadable<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const module = code.loaded();
    if (module !== undefined) return alreadyHere({ default: pick(module) });
    return code.load().then((loaded) => ({ default: pick(loaded) }));
  });
}

/**
 * The module once `wanted` has been true and its code has arrived; undefined until then. For parts shown only
 * on demand (a dialog, a menu, a list further down): nothing suspends, so the part appears as soon as its code
 * is here, without React's fallback throttle. A failed download is logged and tried again the next time
 * `wanted` turns true (e.g. the next click).
 */
export function useLoadedCode<M>(code: Preloadable<M>, wanted: boolean): M | undefined {
  const [module, setModule] = useState<M | undefined>(code.loaded);
  useEffect(() => {
    if (!wanted || module !== undefined) return;
    let live = true;
    code.load().then(
      (loaded) => {
        if (live) setModule(() => loaded);
      },
      (error: unknown) => console.error('Could not download part of the page', error),
    );
    return () => {
      live = false;
    };
  }, [code, wanted, module]);
  return module;
}
