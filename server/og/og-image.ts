import sharp from "sharp";

/**
 * Social images for shared links (Open Graph / Twitter cards): a 1200x630 PNG drawn per page from an SVG
 * (title, a line of facts, an optional progress bar) and rasterized with sharp: Facebook, X and LinkedIn
 * ignore SVG images. Text is set in DejaVu Sans (the system font sharp's librsvg finds), escaped for XML.
 */
import { OG_IMAGE_HEIGHT as OG_HEIGHT, OG_IMAGE_WIDTH as OG_WIDTH } from "../../common/og";

export interface OgCard {
  /** The small line above the title ("Rental", "Rent Party", "City guide"). */
  kicker: string;
  title: string;
  /** Price, location, raised of goal... */
  subtitle: string;
  /** 0..1: a campaign's progress bar. */
  progress?: number;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}

/** Splits text into at most `maxLines` lines of about `perLine` characters, on word boundaries. */
export function wrapLines(text: string, perLine: number, maxLines: number): string[] {
  // Stored text holds no control characters (the schemas refuse them); whitespace runs become one space.
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  if (lines.length === maxLines && words.join(" ").length > lines.join(" ").length) {
    lines[maxLines - 1] = `${lines[maxLines - 1].slice(0, perLine - 1).replace(/[\s.,;:…]+$/, "")}…`;
  }
  return lines;
}

export function ogSvg(card: OgCard): string {
  const title = wrapLines(card.title, 30, 3);
  const titleY = 250;
  const titleLines = title
    .map((line, i) => `<tspan x="80" y="${titleY + i * 72}">${escapeXml(line)}</tspan>`)
    .join("");
  const subtitleY = titleY + title.length * 72 + 24;
  const progress =
    card.progress === undefined
      ? ""
      : `<rect x="80" y="${subtitleY + 40}" width="1040" height="28" rx="14" fill="#d1fae5"/>` +
        `<rect x="80" y="${subtitleY + 40}" width="${Math.round(1040 * Math.min(1, Math.max(0, card.progress)))}" height="28" rx="14" fill="#047857"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <rect width="100%" height="100%" fill="#f0fdf4"/>
  <rect width="100%" height="16" fill="#047857"/>
  <text x="80" y="120" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#065f46">Affordable</text>
  <text x="80" y="175" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#334155">${escapeXml(card.kicker)}</text>
  <text font-family="DejaVu Sans, sans-serif" font-size="60" font-weight="bold" fill="#0f172a">${titleLines}</text>
  <text x="80" y="${subtitleY}" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#065f46">${escapeXml(wrapLines(card.subtitle, 52, 1)[0] ?? "")}</text>
  ${progress}
  <text x="80" y="590" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#475569">No agents. No application fees. Deal directly.</text>
</svg>`;
}

/** The card as a 1200x630 PNG. */
export function renderOgPng(card: OgCard): Promise<Buffer> {
  return sharp(Buffer.from(ogSvg(card)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
