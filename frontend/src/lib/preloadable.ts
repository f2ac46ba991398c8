import {
  createElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { notify } from './notify';

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

/** Tries after a failed download while the part is still wanted: 2 s, 4 s, 6 s, then it gives up. */
export const RETRY_DELAYS_MS = [2_000, 4_000, 6_000] as const;

/**
 * The module once `wanted` has been true and its code has arrived; undefined until then. For parts shown only
 * on demand (a dialog, a menu, a list further down): nothing suspends, so the part appears as soon as its code
 * is here, without React's fallback throttle. A failed download (offline, a deploy replaced the file) is said
 * once in a toast and tried again a few times while the part is still wanted; after that, the next time
 * `wanted` turns true (e.g. the next click) tries again.
 */
export function useLoadedCode<M>(code: Preloadable<M>, wanted: boolean): M | undefined {
  const [module, setModule] = useState<M | undefined>(code.loaded);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (!wanted) setFailures(0);
  }, [wanted]);
  useEffect(() => {
    if (!wanted || module !== undefined || failures > RETRY_DELAYS_MS.length) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const start = () =>
      code.load().then(
        (loaded) => {
          if (live) setModule(() => loaded);
        },
        (error: unknown) => {
          console.error('Could not download part of the page', error);
          if (!live) return;
          if (failures === 0)
            notify.error('Part of the page could not be loaded. Please check your connection.');
          setFailures(failures + 1);
        },
      );
    const delay = failures === 0 ? 0 : RETRY_DELAYS_MS[failures - 1];
    if (delay) retry = setTimeout(() => void start(), delay);
    else void start();
    return () => {
      live = false;
      if (retry) clearTimeout(retry);
    };
  }, [code, wanted, module, failures]);
  return module;
}

/**
 * A component that renders `pick(module)` with its own props once `wanted(props)` has been true and the code
 * has arrived, and nothing before (see {@link useLoadedCode}): a dialog or menu downloaded when it first
 * opens. Create it once, at module level.
 */
export function onDemandComponent<M, P extends object>(
  code: Preloadable<M>,
  pick: (module: M) => ComponentType<P>,
  wanted: (props: P) => boolean = () => true,
): ComponentType<P> {
  return function OnDemand(props: P) {
    const module = useLoadedCode(code, wanted(props));
    return module ? createElement(pick(module), props) : null;
  };
}
