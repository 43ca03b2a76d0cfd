import { asc, desc, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type { FileStorage } from "../../integrations/storage/storage";
import { addPhotos } from "../../photos/photo-service";
import type { Database } from "../client";
import { profiles } from "../schema/auth";
import { listings } from "../schema/listings";

/**
 * Demo photos: drawn at seed time from SVG with sharp (a house front and a room), then
 * through the real upload pipeline into storage. Nothing is downloaded. Only the listings a visitor sees
 * first get them (the featured ones, the cheapest on /rentals and the demo landlord's newest), a house front
 * each, plus a room for the cheapest and the demo landlord's (a gallery to browse), about 11 photos, so
 * start-up stays quick; the other demo listings keep their drawn image URL.
 */

const UNLIMITED = { consume: async () => true, sweep: async () => 0 };

const SKIES = [
  ["#9ecbf0", "#e8f3fb"],
  ["#f6c89f", "#fbe8d6"],
  ["#a9d5e8", "#f3f8fb"],
  ["#c3b4e3", "#f1ecf8"],
] as const;
const WALLS = ["#d9a273", "#b9c8d6", "#e8dcc4", "#9fb8a0", "#d7a9a0", "#c9c2b8"] as const;
const ROOFS = ["#5b4a42", "#3f4b5b", "#6b3f3a", "#44554a"] as const;
const ROOMS = ["#efe6d8", "#e3ebe7", "#ece4ee", "#e9eef4"] as const;

function houseSvg(n: number): string {
  const [top, bottom] = SKIES[n % SKIES.length];
  const wall = WALLS[n % WALLS.length];
  const roof = ROOFS[n % ROOFS.length];
  const floors = 2 + (n % 2);
  const h = floors * 150;
  const y = 620 - h;
  const windows = Array.from({ length: floors * 3 }, (_, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    if (row === floors - 1 && col === 1) return "";
    return `<rect x="${430 + col * 130}" y="${y + 40 + row * 150}" width="70" height="90" rx="4" fill="#fdf6d8" stroke="#ffffff" stroke-width="8"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb069"/><stop offset="1" stop-color="#4f7d3f"/></linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${wall}" stop-opacity="0.8"/></linearGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="${180 + (n % 5) * 180}" cy="130" r="60" fill="#fff7d1" opacity="0.9"/>
  <ellipse cx="160" cy="620" rx="170" ry="130" fill="#5e8f4c"/>
  <ellipse cx="1060" cy="630" rx="190" ry="150" fill="#6a9b55"/>
  <rect x="0" y="600" width="1200" height="200" fill="url(#lawn)"/>
  <rect x="380" y="${y}" width="440" height="${h}" fill="url(#wall)"/>
  <polygon points="350,${y + 4} 600,${y - 150} 850,${y + 4}" fill="${roof}"/>
  ${windows}
  <rect x="560" y="${620 - 130}" width="80" height="130" rx="6" fill="${roof}"/>
  <circle cx="625" cy="${620 - 65}" r="5" fill="#e9c46a"/>
  <rect x="540" y="615" width="120" height="12" fill="#cfc6b8"/>
  <polygon points="560,627 640,627 700,800 500,800" fill="#d8cfc1"/>
</svg>`;
}

function roomSvg(n: number): string {
  const wall = ROOMS[n % ROOMS.length];
  const accent = WALLS[(n + 2) % WALLS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b98b5e"/><stop offset="1" stop-color="#8a6140"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cfe6f5"/></linearGradient>
  </defs>
  <rect width="1200" height="800" fill="${wall}"/>
  <rect x="0" y="560" width="1200" height="240" fill="url(#floor)"/>
  <rect x="${120 + (n % 3) * 60}" y="120" width="360" height="300" fill="url(#light)" stroke="#ffffff" stroke-width="16"/>
  <line x1="${300 + (n % 3) * 60}" y1="120" x2="${300 + (n % 3) * 60}" y2="420" stroke="#ffffff" stroke-width="10"/>
  <polygon points="${120 + (n % 3) * 60},420 ${480 + (n % 3) * 60},420 ${560 + (n % 3) * 60},700 ${40 + (n % 3) * 60},700" fill="#ffffff" opacity="0.18"/>
  <rect x="640" y="440" width="420" height="120" rx="24" fill="${accent}"/>
  <rect x="620" y="380" width="60" height="180" rx="20" fill="${accent}"/>
  <rect x="1020" y="380" width="60" height="180" rx="20" fill="${accent}"/>
  <rect x="680" y="400" width="340" height="60" rx="18" fill="${accent}" opacity="0.85"/>
  <rect x="760" y="620" width="220" height="16" rx="8" fill="#5b4a42"/>
  <rect x="780" y="636" width="12" height="70" fill="#5b4a42"/><rect x="948" y="636" width="12" height="70" fill="#5b4a42"/>
  <rect x="0" y="556" width="1200" height="8" fill="#ffffff" opacity="0.6"/>
</svg>`;
}

async function jpeg(svg: string): Promise<File> {
  // 960 px wide: the pipeline never enlarges, so the 1600 px version is this size too (quicker to seed).
  const bytes = await sharp(Buffer.from(svg)).resize({ width: 960 }).jpeg({ quality: 82 }).toBuffer();
  return new File([new Uint8Array(bytes)], "demo.jpg", { type: "image/jpeg" });
}

/** How many listings get photos: what the home page and the first search results show. */
const CHEAPEST = 3;

export async function seedDemoPhotos(db: Database, storage: FileStorage, demoLandlordEmail: string) {
  const featured = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.featured, true))
    .orderBy(asc(listings.priceCents))
    .limit(6);
  const cheapest = await db
    .select({ id: listings.id })
    .from(listings)
    .orderBy(asc(listings.priceCents), asc(listings.id))
    .limit(CHEAPEST);
  const [own] = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(profiles, eq(profiles.id, listings.ownerId))
    .where(eq(profiles.email, demoLandlordEmail))
    // The dashboard's first row (newest first): the photo manager a demo visitor opens is not empty.
    .orderBy(desc(listings.createdAt))
    .limit(1);
  const ids = [...new Set([...featured, ...cheapest, ...(own ? [own] : [])].map((l) => l.id))];
  const withRoom = new Set([cheapest[0]?.id, own?.id]);
  const rows = await db
    .select({ id: listings.id, ownerId: listings.ownerId })
    .from(listings)
    .where(inArray(listings.id, ids));
  const owners = await db
    .select()
    .from(profiles)
    .where(
      inArray(
        profiles.id,
        rows.map((r) => r.ownerId),
      ),
    );
  let photos = 0;
  for (const [n, row] of rows.entries()) {
    const owner = owners.find((o) => o.id === row.ownerId);
    if (!owner) continue;
    const user = {
      id: owner.id,
      email: owner.email,
      fullName: owner.fullName,
      phone: owner.phone,
      role: owner.role,
    };
    const files = [await jpeg(houseSvg(n))];
    if (withRoom.has(row.id)) files.push(await jpeg(roomSvg(n)));
    // Demo data is ours, not a landlord's upload: it does not count against anyone's hourly allowance.
    const added = await addPhotos({ db, storage, rateLimiter: UNLIMITED }, user, row.id, files);
    photos += added.length;
  }
  return { listingsWithPhotos: rows.length, photos };
}
