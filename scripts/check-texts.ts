import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * No English sentence in a translated component: every text a person reads comes from the catalogs
 * (app/locales, docs/i18n.md). In the folders and files listed in TRANSLATED, this fails on
 * - JSX text with a letter in it (`<h1>Available Rentals</h1>`),
 * - a string literal with a letter given to `aria-label`, `placeholder`, `alt`, `title` or `label`.
 * Areas join TRANSLATED as they are converted; when every area is in, the list becomes app/ itself.
 * Our name alone ("Affordable", the logo) is allowed; in a sentence it is part of the catalog's message.
 *
 * Run by `npm run lint`; `node --import tsx scripts/check-texts.ts [root]` prints each finding.
 */
const TRANSLATED = [
  "app/features/shell",
  "app/features/applications/application-review.tsx",
  "app/components/application-status.tsx",
  "app/features/listings/my-applications.tsx",
  "app/routes/landlord-dashboard_.applications.$id.tsx",
  "app/routes/landlord-dashboard_.listings.$id.applications.tsx",
  "app/features/my-voucher",
  "app/routes/my-voucher.tsx",
  "app/components/voucher-filter.tsx",
  "app/components/voucher-fit-line.tsx",
  "app/features/applications/application-profile-card.tsx",
  "app/features/applications/application-profile-page.tsx",
  "app/routes/renter-dashboard_.application-profile.tsx",
  "app/features/pwa/install-banner.tsx",
  "app/root.tsx",
  "app/components/ui/field.tsx",
  "app/components/offline-screen.tsx",
  "app/features/auth",
  "app/routes/auth.tsx",
  "app/routes/forgot-password.tsx",
  "app/routes/reset-password.tsx",
  "app/features/home",
  "app/features/cities",
  "app/routes/_index.tsx",
  "app/routes/city.tsx",
  "app/components/market-snapshot.tsx",
  "app/components/deferred-section.tsx",
  "app/components/listing-card.tsx",
  "app/components/listing-facts.tsx",
  "app/components/listing-photo.tsx",
  "app/components/verified-landlord-badge.tsx",
  "app/components/campaign-card.tsx",
  "app/components/voucher-fit-panel.tsx",
  "app/features/listings/fmr-hint.tsx",
  "app/components/campaign-progress.tsx",
  "app/routes/rentals._index.tsx",
  "app/routes/rentals.$id.tsx",
  "app/routes/rentals.offline.tsx",
  "app/routes/list-property.tsx",
  "app/features/listings/listing-form.tsx",
  "app/features/listings/landlord-sections.tsx",
  "app/features/listings/photo-manager.tsx",
  "app/routes/landlord-dashboard_.listings.$id.photos.tsx",
  "app/routes/renter-dashboard.tsx",
  ...[
    "rentals-filters",
    "rentals-results",
    "sort-select",
    "listing-details",
    "listing-gallery",
    "message-dialog",
    "message-form",
    "report-listing",
    "premium-form",
  ].map((f) => `app/features/listings/${f}.tsx`),
  "app/routes/party.$id.tsx",
  "app/routes/party.$id_.thank-you.tsx",
  "app/routes/party.offline.tsx",
  "app/routes/start-rent-party.tsx",
  "app/routes/landlord-confirm.$token.tsx",
  ...[
    "campaign-view",
    "donate-panel",
    "share-campaign",
    "thank-you",
    "how-it-works",
    "public-help-first",
    "start-rent-party-form",
    "landlord-confirm",
    "campaign-status-badge",
    "my-rent-parties",
  ].map((f) => `app/features/rent-parties/${f}.tsx`),
  "app/features/static",
  "app/routes/story.tsx",
  "app/routes/privacy.tsx",
  "app/routes/terms.tsx",
  "app/routes/verified-landlord.tsx",
  "app/routes/verified-landlord_.add-landlord-tools.tsx",
  "app/routes/messages.tsx",
  "app/features/messages/inbox.tsx",
  "app/routes/contact.tsx",
  "app/features/contact",
  "app/features/verification/verification-panel.tsx",
  "app/routes/landlord-dashboard_.verification.tsx",
  "app/features/dashboard/access-denied.tsx",
  "app/components/admin-nav.tsx",
  "app/routes/admin.verifications.tsx",
  "app/features/verification/admin-verifications.tsx",
  "app/routes/admin.reports.tsx",
  "app/features/reports/admin-reports.tsx",
  "app/routes/admin.messages.tsx",
  "app/features/messages/reported-conversations.tsx",
  "app/routes/sandbox.invoice.$invoiceId.tsx",
  "app/features/rent-parties/sandbox-invoice.tsx",
  "app/features/profile/profile-card.tsx",
  "app/routes/landlord-dashboard.tsx",
  "app/features/messages/messages-panel.tsx",
  "app/components/social-links.tsx",
  "app/routes/admin.approvals.tsx",
  "app/features/rent-parties/admin-approvals.tsx",
];

const READ_ATTRIBUTES = new Set(["aria-label", "placeholder", "alt", "title", "label"]);
const LETTER = /\p{L}/u;
/** Our own name, the same in every language: allowed alone. */
const NAMES = new Set(["Affordable"]);
const isText = (text: string) => LETTER.test(text) && !NAMES.has(text.trim());

export interface TextFinding {
  file: string;
  line: number;
  text: string;
}

export function findUntranslated(file: string, source: string): TextFinding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: TextFinding[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) report(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(sf)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      isText(node.initializer.text)
    ) {
      report(node, `${node.name.getText(sf)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function filesOf(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
    .map((f) => path.join(full, f));
}

export function checkTexts(root: string): TextFinding[] {
  return TRANSLATED.flatMap((entry) => filesOf(root, entry)).flatMap((file) =>
    findUntranslated(path.relative(root, file), fs.readFileSync(file, "utf8")),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? process.cwd();
  const findings = checkTexts(root);
  for (const f of findings) console.error(`${f.file}:${f.line}: text outside the catalogs: ${f.text}`);
  if (findings.length > 0) {
    console.error(`check-texts: ${findings.length} text(s) to move into app/locales (docs/i18n.md)`);
    process.exit(1);
  }
  console.log(`check-texts: ${TRANSLATED.length} translated areas, no text outside the catalogs.`);
}
