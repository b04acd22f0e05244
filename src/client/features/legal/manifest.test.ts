// The installed app: its manifest, and the same mark as favicon, logo download and app icon.
import { describe, expect, it } from 'vitest';
import manifestText from '../../../../public/manifest.webmanifest?raw';
import maskableSvg from '../../../../public/icons/maskable.svg?raw';
import indexHtml from '../../../../index.html?raw';
import { LOGO_BUBBLE_PATH, LOGO_MASK_PATH, LOGO_QUESTION_PATH } from '../../components/logo';

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
const manifest = JSON.parse(manifestText) as Record<string, unknown> & { icons: Icon[] };
/** The theme's canvas colour, as index.html declares it (styles.css --color-canvas). */
const canvas = /<meta name="theme-color" content="(#[0-9a-f]{6})"/i.exec(indexHtml)?.[1];

describe('web app manifest', () => {
  it('describes a standalone app named Fakeout for the whole site', () => {
    expect(manifest).toMatchObject({
      name: 'Fakeout',
      short_name: 'Fakeout',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  it('takes its colours from the theme and is linked from index.html', () => {
    expect(canvas).toBe('#0c0920');
    expect(manifest.theme_color).toBe(canvas);
    expect(manifest.background_color).toBe(canvas);
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('uses the logo file as the app icon, with a maskable variant of the same mark', () => {
    expect(manifest.icons).toContainEqual({
      src: '/logo.svg',
      sizes: 'any',
      type: 'image/svg+xml',
      purpose: 'any',
    });
    expect(indexHtml).toContain('<link rel="icon" type="image/svg+xml" href="/logo.svg" />');
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').length).toBeGreaterThan(0);
    for (const path of [LOGO_BUBBLE_PATH, LOGO_MASK_PATH, LOGO_QUESTION_PATH]) {
      expect(maskableSvg).toContain(path);
    }
    // Chromium wants a raster icon of at least 144 px where SVG is not supported.
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});
