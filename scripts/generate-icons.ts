/**
 * Writes the app icons of the web app manifest (public/manifest.webmanifest) as PNGs with sharp: 192 and
 * 512 px from the favicon's artwork (rounded square), and a 512 px maskable icon (full-bleed brand colour,
 * the house inside the 80 % safe zone). The PNGs are committed; run again after changing the artwork.
 *
 *   node --import tsx scripts/generate-icons.ts
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const BRAND = "#047857";
const HOUSE = "M6 16 16 7l10 9v9H19v-6h-6v6H6z";
const out = path.resolve("public/icons");

/** Rounded square with the house, as the favicon. */
const standard = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/><path d="${HOUSE}" fill="#fff"/></svg>`;
/** Full bleed (the platform applies its own mask), the house scaled into the central safe zone. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16.5) scale(0.62) translate(-16 -16)"><path d="${HOUSE}" fill="#fff"/></g></svg>`;

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const jobs: [string, string, number][] = [
    ["icon-192.png", standard, 192],
    ["icon-512.png", standard, 512],
    ["maskable-512.png", maskable, 512],
    ["apple-touch-icon.png", maskable, 180],
  ];
  for (const [name, svg, size] of jobs) {
    await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(out, name));
    console.log(`public/icons/${name} (${size} px)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
