#!/usr/bin/env node
// Renders public/favicon.svg into the PNG icons of the web app manifest (public/icons/).
// Run by hand after changing the SVG: `node scripts/make-icons.mjs`. The build never runs it;
// the PNGs are committed. Uses Playwright with Debian's chromium (CHROMIUM_PATH or /usr/bin/chromium).
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');
const outDir = join(publicDir, 'icons');
// Full-bleed felt for maskable icons: the SVG's own gradient, drawn by the page instead of the
// SVG's rounded background (elements with class="bg", left out there).
const FELT = 'radial-gradient(circle at 50% 40%, #1e7a44 0%, #14532d 75%)';

/**
 * kind 'any': the rounded-square SVG as it is, transparent corners.
 * kind 'full': an opaque square of felt with the cards scaled down inside it, so they stay within a
 * maskable icon's safe zone (the central circle of radius 40%) and iOS can round the corners itself.
 */
const targets = [
  { file: 'icon-192.png', size: 192, kind: 'any' },
  { file: 'icon-512.png', size: 512, kind: 'any' },
  { file: 'maskable-192.png', size: 192, kind: 'full', scale: 0.8 },
  { file: 'maskable-512.png', size: 512, kind: 'full', scale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, kind: 'full', scale: 0.9 },
];

function page(svg, { size, kind, scale = 1 }) {
  const source = kind === 'full' ? svg.replace(/<rect class="bg"[^>]*\/>\s*/g, '') : svg;
  const svgDataUrl = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  const inner = Math.round(size * scale);
  const bg = kind === 'full' ? FELT : 'transparent';
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${size}px; height: ${size}px; background: ${bg}; overflow: hidden; }
    body { display: flex; align-items: center; justify-content: center; }
    img { width: ${inner}px; height: ${inner}px; display: block; }
  </style></head><body><img id="icon" src="${svgDataUrl}" alt=""></body></html>`;
}

const svg = await readFile(join(publicDir, 'favicon.svg'), 'utf8');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--force-color-profile=srgb', '--font-render-hinting=none'],
});
try {
  await mkdir(outDir, { recursive: true });
  for (const t of targets) {
    const context = await browser.newContext({ viewport: { width: t.size, height: t.size }, deviceScaleFactor: 1 });
    const p = await context.newPage();
    await p.setContent(page(svg, t));
    await p.locator('#icon').evaluate((img) => (img.complete ? undefined : new Promise((r) => (img.onload = r))));
    const png = await p.screenshot({ omitBackground: t.kind === 'any', type: 'png' });
    const path = join(outDir, t.file);
    await writeFile(path, png);
    console.log(`${relative(root, path)}  ${t.size}x${t.size}  ${png.length} bytes`);
    await context.close();
  }
} finally {
  await browser.close();
}
