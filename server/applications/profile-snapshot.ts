import { eq } from "drizzle-orm";
import type { DocumentKind, IncomeSource } from "../../common/application-profile";
import type { Executor } from "../db/client";
import { renterApplicationProfiles } from "../db/schema/applications";
import { listDocumentsOf } from "./documents-service";

/**
 * The copy of a renter's profile attached to an application when it is sent (in the apply transaction):
 * the landlord sees it as it was then, even if the renter edits the profile later. Documents are listed by
 * id only: their files stay private, served by the document route under access.ts, so a deleted document
 * stops opening at once. Plain JSON (dates as strings), or null when the renter has no profile.
 */
export interface ProfileSnapshot {
  version: 1;
  savedAt: string;
  adults: number;
  children: number;
  monthlyIncome: number | null;
  incomeSources: IncomeSource[];
  voucher: { agency: string | null; bedrooms: number | null; expiresOn: string | null } | null;
  currentAddress: string | null;
  currentAddressDuration: string | null;
  previousLandlord: { name: string | null; contact: string | null } | null;
  pets: string | null;
  about: string | null;
  documents: { id: string; kind: DocumentKind; fileName: string; contentType: string; sizeBytes: number }[];
}

export async function buildProfileSnapshot(db: Executor, renterId: string): Promise<ProfileSnapshot | null> {
  const [profile] = await db
    .select()
    .from(renterApplicationProfiles)
    .where(eq(renterApplicationProfiles.renterId, renterId));
  if (!profile) return null;
  const documents = await listDocumentsOf(db, renterId);
  const hasVoucher = Boolean(
    profile.voucherAgency || profile.voucherBedrooms !== null || profile.voucherExpiresOn,
  );
  const hasLandlord = Boolean(profile.previousLandlordName || profile.previousLandlordContact);
  return {
    version: 1,
    savedAt: profile.updatedAt.toISOString(),
    adults: profile.adults,
    children: profile.children,
    monthlyIncome: profile.monthlyIncome,
    incomeSources: [...profile.incomeSources],
    voucher: hasVoucher
      ? {
          agency: profile.voucherAgency,
          bedrooms: profile.voucherBedrooms,
          expiresOn: profile.voucherExpiresOn,
        }
      : null,
    currentAddress: profile.currentAddress,
    currentAddressDuration: profile.currentAddressDuration,
    previousLandlord: hasLandlord
      ? { name: profile.previousLandlordName, contact: profile.previousLandlordContact }
      : null,
    pets: profile.pets,
    about: profile.about,
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      fileName: d.fileName,
      contentType: d.contentType,
      sizeBytes: d.sizeBytes,
    })),
  };
}
