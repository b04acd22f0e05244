import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { currentToast, dismissToast } from '../../components/toast/toast-store';
import { readConsent, saveConsent } from '../../lib/consent';
import { renderWithApp } from '../../test/render';
import { CookieSettingsScreen } from './cookie-settings-screen';

afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
});

const switchNamed = (name: string) => screen.getByRole('switch', { name });
const isOn = (name: string) => switchNamed(name).getAttribute('aria-checked') === 'true';

function render() {
  return renderWithApp(<CookieSettingsScreen />, { path: '/cookie-settings' });
}

describe('CookieSettingsScreen', () => {
  it('shows the four categories; necessary is on and locked, the rest off by default', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Settings' })).toBeTruthy();
    expect(isOn('Necessary')).toBe(true);
    expect(switchNamed('Necessary').hasAttribute('disabled')).toBe(true);
    expect(switchNamed('Necessary').getAttribute('aria-describedby')).toBeTruthy();
    for (const name of ['Functional', 'Analytics', 'Marketing']) {
      expect(isOn(name)).toBe(false);
      expect(switchNamed(name).hasAttribute('disabled')).toBe(false);
    }
  });

  it('preloads the stored choice', () => {
    saveConsent({ functional: true, analytics: false, marketing: true });
    render();
    expect(isOn('Functional')).toBe(true);
    expect(isOn('Analytics')).toBe(false);
    expect(isOn('Marketing')).toBe(true);
  });

  it('"Save Preferences" stores the toggles, toasts "Settings saved" and leaves', async () => {
    const { user, history } = render();
    await user.click(switchNamed('Analytics'));
    await user.click(switchNamed('Necessary')); // locked: nothing happens
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(readConsent()).toMatchObject({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
    expect(readConsent()?.accepted).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(currentToast()?.title).toBe('Settings saved');
    expect(history.at(-1)).toBe('/');
  });

  it('a switch can be turned back off before saving', async () => {
    saveConsent({ functional: true, analytics: true, marketing: true });
    const { user } = render();
    await user.click(switchNamed('Marketing'));
    expect(isOn('Marketing')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(readConsent()).toMatchObject({ functional: true, analytics: true, marketing: false });
  });

  it('Cancel leaves without saving', async () => {
    const { user, history } = render();
    await user.click(switchNamed('Analytics'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(readConsent()).toBeNull();
    expect(currentToast()).toBeNull();
    expect(history.at(-1)).toBe('/');
  });

  it('returns to the screen it was opened from', async () => {
    window.history.pushState({ returnTo: '/player-setup' }, '');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(back).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '');
  });

  it('toggles from the keyboard', async () => {
    const { user } = render();
    switchNamed('Functional').focus();
    await user.keyboard(' ');
    expect(isOn('Functional')).toBe(true);
  });
});
