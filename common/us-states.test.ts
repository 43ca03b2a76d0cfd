import { describe, expect, it } from "vitest";
import { parseListingFilter } from "./schemas/listing-filter";
import { listingFormSchema } from "./schemas/listing-form";
import { locationOverrideSchema } from "./schemas/location";
import { stateDisplayName, usStateCode } from "./us-states";

describe("U.S. states: stored by code, shown by name", () => {
  it("turns a state's name or code, any case, into its code; leaves anything else as typed", () => {
    expect(usStateCode("Illinois")).toBe("IL");
    expect(usStateCode(" texas ")).toBe("TX");
    expect(usStateCode("ny")).toBe("NY");
    expect(usStateCode("Ontario")).toBe("Ontario");
  });

  it("shows a code or a name as the state's name, anything else as it is", () => {
    expect(stateDisplayName("IL")).toBe("Illinois");
    expect(stateDisplayName("Texas")).toBe("Texas");
    expect(stateDisplayName("New South Wales")).toBe("New South Wales");
  });

  it("names a state in Spanish on a Spanish page, and reads a Spanish name back to its code", () => {
    expect(stateDisplayName("NY", "es")).toBe("Nueva York");
    expect(stateDisplayName("North Carolina", "es")).toBe("Carolina del Norte");
    expect(stateDisplayName("IL", "es")).toBe("Illinois");
    expect(stateDisplayName("NY", "en")).toBe("New York");
    expect(stateDisplayName("Ontario", "es")).toBe("Ontario");
    expect(usStateCode("nueva york")).toBe("NY");
    expect(usStateCode("Pensilvania")).toBe("PA");
  });

  it("the location override keeps a U.S. state's code", () => {
    expect(locationOverrideSchema.parse({ state: "Texas", city: "Houston" }).state).toBe("TX");
    expect(locationOverrideSchema.parse({ state: "tx", city: "Houston" }).state).toBe("TX");
    expect(locationOverrideSchema.parse({ country: "Canada", state: "Quebec", city: "Montreal" }).state).toBe(
      "Quebec",
    );
  });

  it("the search filter reads ?state=Illinois and ?state=IL alike (outside the U.S., as typed)", () => {
    expect(parseListingFilter(new URLSearchParams("state=Illinois")).state).toBe("IL");
    expect(parseListingFilter(new URLSearchParams("state=IL")).state).toBe("IL");
    expect(parseListingFilter(new URLSearchParams("state=texas&country=United%20States")).state).toBe("TX");
    expect(parseListingFilter(new URLSearchParams("state=Ontario&country=Canada")).state).toBe("Ontario");
    expect(parseListingFilter(new URLSearchParams("state=ON&country=Canada")).state).toBe("ON");
  });

  it("the listing form wants one of the 50 states in the United States, free text elsewhere", () => {
    const base = {
      title: "Home",
      city: "Chicago",
      addressLine: "1 Main St",
      price: "900",
      securityDeposit: "900",
      bedrooms: "1",
      bathrooms: "1",
    };
    const narnia = listingFormSchema.safeParse({ ...base, country: "United States", state: "Narnia" });
    expect(narnia.success).toBe(false);
    expect(narnia.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["state", "Please choose a state from the list"],
    ]);
    expect(listingFormSchema.safeParse({ ...base, country: "United States", state: "IL" }).success).toBe(
      true,
    );
    expect(listingFormSchema.safeParse({ ...base, country: "Canada", state: "Ontario" }).success).toBe(true);
  });
});
