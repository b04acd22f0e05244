import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { CONTACT_EMAIL } from './legal-info';
import { PrivacyScreen } from './privacy-screen';
import { TermsScreen } from './terms-screen';

describe.each([
  ['Privacy Policy', '/privacy', PrivacyScreen],
  ['Terms of Service', '/terms', TermsScreen],
])('%s', (title, path, Screen) => {
  it('has its title, the date, the contact e-mail and "Back to Login"', async () => {
    const { user, history } = renderWithApp(<Screen />, { path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Last updated: May 19, 2025')).toBeTruthy();
    const mail = screen.getByRole('link', { name: CONTACT_EMAIL });
    expect(mail.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(history.at(-1)).toBe('/auth');
  });

  it('links to the other legal pages, not to itself', () => {
    renderWithApp(<Screen />, { path });
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    const hrefs = [...legal.querySelectorAll('li a')].map((a) => a.getAttribute('href'));
    expect(hrefs).not.toContain(path);
    expect(hrefs).toContain('/cookie-settings');
  });
});

describe('Privacy Policy text', () => {
  it('says what is stored, that story text is never kept, and names the storage keys', () => {
    renderWithApp(<PrivacyScreen />, { path: '/privacy' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('never kept on our server');
    expect(text).toMatch(/not stored and not written to any log/);
    expect(text).toMatch(/Analytics counts, only with your consent/);
    expect(text).toMatch(/password and your security answers are stored only as\s+one-way hashes/);
    for (const key of ['gameSettings', 'authUserData', 'cookieConsent'])
      expect(text).toContain(key);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Your stories stay with you',
        'What our server stores',
        'Cookies and local storage',
        'Contact us',
      ]),
    );
  });
});

describe('Terms of Service text', () => {
  it('covers accounts, what players write, generated fakes and changes', () => {
    renderWithApp(<TermsScreen />, { path: '/terms' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(['Your account', 'What you write', 'Generated fakes', 'Changes']),
    );
  });
});
