import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { LogoScreen } from './logo-screen';

describe('LogoScreen', () => {
  it('previews the 512×512 SVG and downloads that same file', () => {
    renderWithApp(<LogoScreen />, { path: '/logo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fakeout Logo' })).toBeTruthy();
    const preview = screen.getByRole('img', { name: /^Fakeout logo/ });
    expect(preview.getAttribute('src')).toBe('/logo.svg');
    expect(preview.getAttribute('width')).toBe('512');
    expect(preview.getAttribute('height')).toBe('512');
    const download = screen.getByRole('link', { name: 'Download SVG' });
    expect(download.getAttribute('href')).toBe('/logo.svg');
    expect(download.getAttribute('download')).toBe('fakeout-logo.svg');
  });

  it('shows usage guidelines', () => {
    renderWithApp(<LogoScreen />, { path: '/logo' });
    expect(screen.getByRole('heading', { level: 2, name: 'Usage guidelines' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Do' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: "Don't" })).toBeTruthy();
  });
});
