import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { readConsent } from '../../lib/consent';
import { renderWithApp } from '../../test/render';
import { CookieBanner } from './cookie-banner';

const NOW = new Date('2026-03-04T05:06:07Z');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function banner() {
  return screen.queryByRole('region', { name: 'Cookies on Fakeout' });
}

describe('CookieBanner', () => {
  it('is a labelled region with the three choices while no choice is stored', () => {
    renderWithApp(<CookieBanner />);
    const region = banner();
    expect(region).toBeTruthy();
    expect(within(region!).getByRole('heading', { name: 'Cookies on Fakeout' })).toBeTruthy();
    for (const name of ['Necessary Only', 'Cookie Settings', 'Accept All']) {
      expect(within(region!).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(region!).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it.each([
    ['Necessary Only', { functional: false, analytics: false, marketing: false }],
    ['Accept All', { functional: true, analytics: true, marketing: true }],
  ])('"%s" stores that choice with a timestamp and hides the banner', async (name, choice) => {
    const { user } = renderWithApp(<CookieBanner />);
    await user.click(screen.getByRole('button', { name }));
    expect(JSON.parse(localStorage.getItem('cookieConsent')!)).toEqual({
      necessary: true,
      ...choice,
      accepted: NOW.toISOString(),
    });
    expect(banner()).toBeNull();
  });

  it('"Cookie Settings" opens the settings screen without storing a choice', async () => {
    const { user, history } = renderWithApp(<CookieBanner />, { path: '/player-setup' });
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(history.at(-1)).toBe('/cookie-settings');
    expect(readConsent()).toBeNull();
    // The settings screen is the long form of the banner: the banner steps aside there.
    expect(banner()).toBeNull();
  });

  it('stays hidden once a choice is stored', () => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({
        necessary: true,
        functional: false,
        analytics: false,
        marketing: false,
        accepted: '2026-01-01T00:00:00.000Z',
      }),
    );
    renderWithApp(<CookieBanner />);
    expect(banner()).toBeNull();
  });

  it('shows again for a corrupt stored record', () => {
    localStorage.setItem('cookieConsent', '{"analytics":"yes"}');
    renderWithApp(<CookieBanner />);
    expect(banner()).toBeTruthy();
  });

  it('hides when a choice is made in another tab', () => {
    renderWithApp(<CookieBanner />);
    act(() => {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({
          necessary: true,
          functional: true,
          analytics: true,
          marketing: true,
          accepted: '2026-01-01T00:00:00.000Z',
        }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'cookieConsent' }));
    });
    expect(banner()).toBeNull();
  });

  it('makes screens end above it while shown, and gives the room back', async () => {
    const { user } = renderWithApp(<CookieBanner />);
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--cookie-banner-height')).toMatch(/^\d+px$/);
    expect(document.body.style.paddingBottom).toBe('var(--cookie-banner-height)');
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(root.style.getPropertyValue('--cookie-banner-height')).toBe('');
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('works from the keyboard', async () => {
    const { user } = renderWithApp(<CookieBanner />);
    await user.tab(); // the Privacy Policy link
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Necessary Only' }));
    await user.keyboard('{Enter}');
    expect(readConsent()?.analytics).toBe(false);
  });
});
