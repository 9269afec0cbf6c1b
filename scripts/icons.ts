/**
 * Draws the installable app's icons (web/public/icons) from the site's pyramid mark, with
 * Debian's Chromium: `npx tsx scripts/icons.ts`. The PNGs are committed; run this again only when
 * the mark changes.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const out = new URL("../web/public/icons/", import.meta.url).pathname;

/** The mark on the app's dark ground; a maskable icon keeps it inside the middle 80%. */
function svg(size: number, maskable: boolean): string {
  const pad = maskable ? 0.2 : 0.08;
  const s = size * (1 - 2 * pad);
  const x = size * pad;
  const y = size * pad;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" fill="#1b1f24" ${maskable ? "" : `rx="${size * 0.18}"`}/>
    <path d="M${x + s / 2} ${y + s * 0.04} L${x + s * 0.96} ${y + s * 0.92} L${x + s * 0.04} ${y + s * 0.92} Z" fill="#d4af37"/>
    <path d="M${x + s / 2} ${y + s * 0.04} L${x + s * 0.62} ${y + s * 0.92} L${x + s * 0.04} ${y + s * 0.92} Z" fill="#b8932a"/>
  </svg>`;
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
mkdirSync(out, { recursive: true });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0">${svg(size, maskable)}</body>`);
  await page.screenshot({ path: `${out}${name}`, omitBackground: false });
}
await browser.close();
