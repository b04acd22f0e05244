import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import file from '../../../public/logo.svg?raw';
import { Logo, LOGO_BUBBLE_PATH, LOGO_MASK_PATH, LOGO_QUESTION_PATH } from './logo';

describe('Logo', () => {
  it('draws the same mark as public/logo.svg', () => {
    expect(file).toContain('viewBox="0 0 512 512"');
    for (const d of [LOGO_BUBBLE_PATH, LOGO_MASK_PATH, LOGO_QUESTION_PATH])
      expect(file).toContain(`d="${d}"`);
  });

  it('is decorative without a title and named with one', () => {
    const { container, getByRole } = render(
      <>
        <Logo />
        <Logo tile title="Fakeout logo" />
      </>,
    );
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(getByRole('img', { name: 'Fakeout logo' })).toBeTruthy();
    // Two logos on one page must not share gradient ids.
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
