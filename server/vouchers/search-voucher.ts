import type { ListingFilter } from "../../common/listing-filter";
import type { RenterVoucher } from "../../common/my-voucher";
import type { VoucherInput } from "../../common/voucher-rules";
import { voucherInput } from "./card-fit";

/**
 * The voucher a search's "Fits my voucher" is for: the renter's own (account or cookie) when they tick it,
 * else the size chosen in the filter (`voucher=2`, public: it is in the URL), else none. `private` says the
 * results depend on the renter's own figures: such a search is never read from or written to a shared cache.
 */
export function searchVoucher(
  filter: Pick<ListingFilter, "fitsVoucher" | "voucher">,
  saved: RenterVoucher | null,
): { voucher: VoucherInput; private: boolean } | null {
  if (filter.fitsVoucher && saved) return { voucher: voucherInput(saved), private: true };
  if (filter.voucher !== null) return { voucher: { bedrooms: filter.voucher }, private: false };
  return null;
}
