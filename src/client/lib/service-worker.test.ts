import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker';

function fakes(readyState: DocumentReadyState) {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const listeners: Array<() => void> = [];
  const nav = { serviceWorker: { register } as unknown as ServiceWorkerContainer };
  const win = {
    document: { readyState },
    addEventListener: vi.fn((_type: string, listener: () => void) => listeners.push(listener)),
  } as unknown as Window;
  return { register, nav, win, fireLoad: () => listeners.forEach((listener) => listener()) };
}

afterEach(() => vi.restoreAllMocks());

describe('registerServiceWorker', () => {
  it('registers nothing in development builds', () => {
    const { register, nav, win, fireLoad } = fakes('loading');
    registerServiceWorker({ production: false, nav, win });
    fireLoad();
    expect(register).not.toHaveBeenCalled();
  });

  it('waits for the page to load, then registers /sw.js for the whole site', () => {
    const { register, nav, win, fireLoad } = fakes('loading');
    registerServiceWorker({ production: true, nav, win });
    expect(register).not.toHaveBeenCalled();
    fireLoad();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('registers at once when the page has already loaded', () => {
    const { register, nav, win } = fakes('complete');
    registerServiceWorker({ production: true, nav, win });
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing where service workers are unsupported', () => {
    const { win } = fakes('complete');
    expect(() =>
      registerServiceWorker({ production: true, nav: {} as Navigator, win }),
    ).not.toThrow();
  });

  it('only warns when registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { register, nav, win } = fakes('complete');
    register.mockImplementation(() => Promise.reject(new Error('blocked')));
    registerServiceWorker({ production: true, nav, win });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });
});
