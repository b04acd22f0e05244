import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Hello() {
  return <h1>Hello</h1>;
}

describe('a preloadable screen (issue 16: no blank gap between screens)', () => {
  it('renders at once, with no loading fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const { Component, preload } = preloadable(load);
    await preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeDefined();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload it suspends, then shows the screen; the chunk is fetched once', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const { Component, preload } = preloadable(load);
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeDefined();
    await act(() => preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload never rejects, and the next attempt fetches again', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Hello);
    const { preload } = preloadable(load);
    await expect(preload()).resolves.toBeUndefined();
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
