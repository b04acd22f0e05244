// Renders the PNG app icons in public/icons/ from the SVG mark (public/logo.svg and its maskable
// variant public/icons/maskable.svg) with the same Chromium the browser tests use. Run it after
// changing the logo: `node scripts/render-icons.mjs`. The PNGs are committed; the build copies them.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT } from './build-state.mjs';

const ICONS = [
  { from: 'public/logo.svg', to: 'public/icons/icon-192.png', size: 192 },
  { from: 'public/logo.svg', to: 'public/icons/icon-512.png', size: 512 },
  { from: 'public/icons/maskable.svg', to: 'public/icons/maskable-512.png', size: 512 },
  // iOS home screens: no transparency, no SVG; iOS rounds the corners itself.
  { from: 'public/icons/maskable.svg', to: 'public/icons/apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { from, to, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(new URL(from, `file://${ROOT}`), 'utf8');
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: new URL(to, `file://${ROOT}`).pathname, omitBackground: true });
    await page.close();
    console.log(`${to} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
