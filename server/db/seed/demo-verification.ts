import { eq } from "drizzle-orm";
import type { FileStorage } from "../../integrations/storage/storage";
import { randomName } from "../../integrations/storage/storage";
import type { Executor } from "../client";
import { profiles } from "../schema/auth";
import { listings } from "../schema/listings";
import {
  verificationDecisions,
  verificationRequestListings,
  verificationRequests,
} from "../schema/verification";

/**
 * A one-page PDF that says what it is (a few hundred bytes, made here: no file ships, nothing is
 * downloaded). Offsets in the cross-reference table are computed, so viewers open it without repair.
 */
export function demoPdf(lines: string[]): Buffer {
  const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((line, i) => `BT /F1 14 Tf 56 ${740 - i * 24} Td (${pdfText(line)}) Tj ET`)
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out);
}

/**
 * Demo verification: the demo landlord is verified (with the admin's approval on record),
 * `pendingLandlord` has a request waiting for the demo admin (two small generated PDFs in private
 * storage), and the others are not verified. Without a storage (some scripts), no pending request.
 */
export async function seedDemoVerification(
  tx: Executor,
  input: {
    adminId: string;
    verifiedLandlordId: string;
    pendingLandlord: { id: string; fullName: string };
    storage?: FileStorage;
  },
) {
  const verifiedAt = new Date(Date.now() - 20 * 864e5);
  await tx.update(profiles).set({ verifiedAt }).where(eq(profiles.id, input.verifiedLandlordId));
  await tx.insert(verificationDecisions).values({
    landlordId: input.verifiedLandlordId,
    adminId: input.adminId,
    action: "approve",
    createdAt: verifiedAt,
  });
  if (!input.storage) return { pendingRequests: 0 };
  const documentKey = `verification/${randomName()}.pdf`;
  const identityKey = `verification/${randomName()}.pdf`;
  await input.storage.put(
    "private",
    documentKey,
    demoPdf(["DEMO PROPERTY-TAX BILL", `Owner: ${input.pendingLandlord.fullName}`, "Not a real document."]),
    "application/pdf",
  );
  await input.storage.put(
    "private",
    identityKey,
    demoPdf(["DEMO GOVERNMENT ID", `Name: ${input.pendingLandlord.fullName}`, "Not a real document."]),
    "application/pdf",
  );
  const [request] = await tx
    .insert(verificationRequests)
    .values({
      landlordId: input.pendingLandlord.id,
      documentKind: "property_tax_bill",
      documentKey,
      documentType: "application/pdf",
      identityKind: "government_id",
      identityKey,
      identityType: "application/pdf",
      createdAt: new Date(Date.now() - 5 * 36e5),
    })
    .returning();
  const covered = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.ownerId, input.pendingLandlord.id))
    .limit(3);
  if (covered.length) {
    await tx
      .insert(verificationRequestListings)
      .values(covered.map((l) => ({ requestId: request.id, listingId: l.id })));
  }
  return { pendingRequests: 1 };
}
