// A lazily loaded screen that can be fetched ahead of time. React.lazy alone suspends on its first
// render even when the chunk is already in memory, and React then holds the Suspense fallback for
// at least 300 ms: a blank gap before every new screen (issue 16). Once preloaded, the screen here
// renders at once, so the 0.5 s fade-in starts on the first frame.
import { lazy, type ComponentType } from 'react';

export interface Preloadable {
  Component: ComponentType;
  /** Fetches the chunk; never rejects (a failed preload is retried by the render that needs it). */
  preload: () => Promise<void>;
}

export function preloadable(load: () => Promise<ComponentType>): Preloadable {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const fetchChunk = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchChunk().then((component) => ({ default: component })));
  function PreloadableScreen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return {
    Component: PreloadableScreen,
    preload: () =>
      fetchChunk().then(
        () => undefined,
        () => undefined,
      ),
  };
}
