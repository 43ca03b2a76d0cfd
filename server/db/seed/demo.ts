import { eq } from "drizzle-orm";
import { CITY_PAGES } from "../../../common/city-pages";
import { zipCentroid } from "../../integrations/geo/zip-centroids";
import type { FileStorage } from "../../integrations/storage/storage";
import type { Database } from "../client";
import { renterApplicationProfiles } from "../schema/applications";
import { applications } from "../schema/listings";
import { donations, payouts, rentParties } from "../schema/rent-parties";
import { listingReports } from "../schema/verification";
import { seedDemoVerification } from "./demo-verification";
import { createListing, createMessage, createRentParty, createUser } from "./factories";

export const DEMO_PASSWORD = "password123";

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@affordable.example", fullName: "Alex Admin", role: "admin" },
  landlord: { email: "landlord@affordable.example", fullName: "Linda Lopez", role: "landlord" },
  renter: { email: "renter@affordable.example", fullName: "Rita Robinson", role: "renter" },
} as const;

const OTHER_LANDLORDS = [
  { email: "marcus.landlord@affordable.example", fullName: "Marcus Green" },
  { email: "grace.landlord@affordable.example", fullName: "Grace Kim" },
  { email: "tomas.landlord@affordable.example", fullName: "Tomás Rivera" },
];
const OTHER_RENTERS = [
  { email: "devon.renter@affordable.example", fullName: "Devon Carter" },
  { email: "keisha.renter@affordable.example", fullName: "Keisha Williams" },
  { email: "sam.renter@affordable.example", fullName: "Sam Nguyen" },
  { email: "ana.renter@affordable.example", fullName: "Ana Morales" },
  { email: "jamal.renter@affordable.example", fullName: "Jamal Brooks" },
];

/** Typical one-bedroom rent in dollars, ZIP codes and neighbourhoods per demo city. */
const CITY_MARKETS: Record<string, { oneBedroom: number; zips: string[]; areas: string[] }> = {
  "New York": {
    oneBedroom: 2100,
    zips: ["10027", "10031", "10035", "10040"],
    areas: ["Harlem", "Hamilton Heights", "East Harlem", "Washington Heights"],
  },
  Miami: {
    oneBedroom: 1650,
    zips: ["33125", "33127", "33142", "33150"],
    areas: ["Little Havana", "Wynwood", "Allapattah", "Little Haiti"],
  },
  Atlanta: {
    oneBedroom: 1250,
    zips: ["30310", "30314", "30315", "30318"],
    areas: ["West End", "Vine City", "Lakewood", "Grove Park"],
  },
  Houston: {
    oneBedroom: 1050,
    zips: ["77004", "77009", "77011", "77021"],
    areas: ["Third Ward", "Northside", "Second Ward", "South Union"],
  },
  "Los Angeles": {
    oneBedroom: 1900,
    zips: ["90011", "90033", "90044", "90003"],
    areas: ["South Central", "Boyle Heights", "Vermont Knolls", "Florence"],
  },
  Chicago: {
    oneBedroom: 1100,
    zips: ["60616", "60623", "60637", "60647"],
    areas: ["Chinatown", "Little Village", "Woodlawn", "Logan Square"],
  },
  Detroit: {
    oneBedroom: 800,
    zips: ["48201", "48206", "48207", "48214"],
    areas: ["Midtown", "Boston-Edison", "Rivertown", "Islandview"],
  },
  Philadelphia: {
    oneBedroom: 1050,
    zips: ["19121", "19132", "19134", "19143"],
    areas: ["Brewerytown", "Strawberry Mansion", "Kensington", "Kingsessing"],
  },
  Baltimore: {
    oneBedroom: 950,
    zips: ["21217", "21218", "21223", "21224"],
    areas: ["Bolton Hill", "Waverly", "Hollins Market", "Highlandtown"],
  },
  Brooklyn: {
    oneBedroom: 1800,
    zips: ["11207", "11212", "11221", "11226"],
    areas: ["East New York", "Brownsville", "Bushwick", "Flatbush"],
  },
  Dallas: {
    oneBedroom: 1100,
    zips: ["75203", "75208", "75215", "75216"],
    areas: ["Oak Cliff", "Kessler Park", "South Dallas", "Cedar Crest"],
  },
  Phoenix: {
    oneBedroom: 1050,
    zips: ["85006", "85008", "85009", "85017"],
    areas: ["Garfield", "Arcadia Lite", "Maryvale", "Alhambra"],
  },
};

/**
 * Demo listings are what the product is for: below-market units (owner-managed, voucher-friendly), priced at
 * this share of the city's typical rent, so most of them are $1,000 a month or less.
 */
const BELOW_MARKET = 0.65;

/**
 * Suburbs beside a city page's city (Chicago's), so "nearby areas" and distance search have real
 * neighbours in the same region. Not in New York State or Michigan: those pages and tests count their own.
 */
const NEARBY_LISTINGS = [
  {
    city: "Evanston",
    zipCode: "60202",
    title: "Cozy studio near the Purple Line",
    rent: 775,
    bedrooms: 0,
    bathrooms: 1,
  },
  {
    city: "Evanston",
    zipCode: "60201",
    title: "Two-bedroom flat by the lake",
    rent: 1_150,
    bedrooms: 2,
    bathrooms: 1,
  },
  {
    city: "Oak Park",
    zipCode: "60302",
    title: "Updated 1BR near the Green Line",
    rent: 900,
    bedrooms: 1,
    bathrooms: 1,
  },
  {
    city: "Oak Park",
    zipCode: "60304",
    title: "Family 3BR with a yard",
    rent: 1_375,
    bedrooms: 3,
    bathrooms: 1.5,
  },
] as const;

/** Studio, one, two and three bedrooms: rent factor against a one-bedroom, and bathrooms. */
const UNIT_MIX = [
  { bedrooms: 0, factor: 0.78, bathrooms: 1, kind: "Cozy studio" },
  { bedrooms: 1, factor: 1, bathrooms: 1, kind: "Updated 1BR" },
  { bedrooms: 2, factor: 1.3, bathrooms: 1.5, kind: "Spacious 2BR" },
  { bedrooms: 3, factor: 1.6, bathrooms: 2, kind: "Family 3BR" },
];

const DESCRIPTIONS = [
  "Quiet building with laundry on site. Heat and water included. Close to the bus line and groceries.",
  "Freshly painted unit with new flooring, good light and a responsive owner who lives nearby.",
  "Walk to schools, a park and the clinic. Pets considered. Owner handles repairs within 48 hours.",
  "Second-floor unit with a small balcony, storage and off-street parking. No application fee.",
];

/**
 * Where a demo campaign is in its life: its landlord has not answered yet; confirmed but not yet verified by
 * an admin; live (verified, donations open); goal reached; paid out to the landlord.
 */
type DemoPartyStage = "pending_landlord" | "landlord_confirmed" | "live" | "goal_reached" | "paid_out";

interface DemoParty {
  renter: { id: string };
  title: string;
  goal: number;
  /** Donations in cents; a goal reached or paid out campaign's add up to its goal. */
  raised: number[];
  stage: DemoPartyStage;
  featured?: boolean;
  landlordName: string;
  landlordEmail: string;
  city: string;
  state: string;
  daysAgo: number;
}

/** Fills an empty database with realistic demo data. Idempotence is the caller's check (empty DB). */
export async function seedDemoData(db: Database, options: { storage?: FileStorage } = {}) {
  return db.transaction(async (tx) => {
    const admin = await createUser(tx, { ...DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
    const landlord = await createUser(tx, {
      ...DEMO_ACCOUNTS.landlord,
      password: DEMO_PASSWORD,
      phone: "+13125550142",
    });
    const renter = await createUser(tx, {
      ...DEMO_ACCOUNTS.renter,
      password: DEMO_PASSWORD,
      phone: "+17735550199",
    });
    const landlords = [landlord];
    for (const l of OTHER_LANDLORDS)
      landlords.push(await createUser(tx, { ...l, role: "landlord", password: DEMO_PASSWORD }));
    const renters = [renter];
    for (const r of OTHER_RENTERS)
      renters.push(await createUser(tx, { ...r, role: "renter", password: DEMO_PASSWORD }));

    let listingCount = 0;
    const firstListings: { id: string; ownerId: string }[] = [];
    for (const [cityIndex, page] of CITY_PAGES.entries()) {
      const market = CITY_MARKETS[page.city];
      for (const [unitIndex, unit] of UNIT_MIX.entries()) {
        const owner = landlords[(cityIndex + unitIndex) % landlords.length];
        const rentDollars = Math.round((market.oneBedroom * BELOW_MARKET * unit.factor) / 25) * 25;
        const listing = await createListing(tx, {
          ownerId: owner.id,
          title: `${unit.kind} in ${market.areas[unitIndex]}`,
          description: DESCRIPTIONS[(cityIndex + unitIndex) % DESCRIPTIONS.length],
          country: "United States",
          state: page.state,
          city: page.city,
          zipCode: market.zips[unitIndex],
          // Placed like a listing made in the form: at its ZIP code's centroid (the distance search, the map).
          ...(await zipCentroid("United States", market.zips[unitIndex])),
          priceCents: rentDollars * 100,
          securityDepositCents: rentDollars * 100,
          petFeesCents: unitIndex % 2 === 0 ? 2_500 : null,
          bedrooms: unit.bedrooms,
          bathrooms: unit.bathrooms,
          acceptsSection8: unit.bedrooms >= 2 || cityIndex % 3 === 0,
          // Voucher fit counts the utilities the tenant pays: included in the studios, an estimate for the
          // one- and two-bedrooms, not given for the three-bedrooms (the panel then compares rent only).
          utilitiesIncluded: unit.bedrooms === 0,
          tenantUtilitiesMonthly: unit.bedrooms === 1 ? 90 : unit.bedrooms === 2 ? 140 : null,
          imageUrl: `/images/home-${((cityIndex + unitIndex) % 6) + 1}.svg`,
          // Where and when (issue 28): a street line in the listing's area, shown on half the listings (the
          // rest show the area only); some available later; lease, pets, parking, laundry; the studios'
          // utilities one by one; accessibility on the ground-floor and elevator homes.
          ...demoFacts(cityIndex, unitIndex, unit.bedrooms),
          // Premium is for verified landlords only, so only the demo landlord's listings: 8 of their 12, so
          // the home page's 6 Featured Listings rotate.
          featured: owner.id === landlord.id && cityIndex % 3 !== 2,
          createdAt: new Date(Date.now() - (cityIndex * 4 + unitIndex) * 36e5 * 7),
        });
        if (unitIndex === 0) firstListings.push(listing);
        listingCount++;
      }
    }
    // Chicago's neighbours, from a landlord who is not verified (none of them featured).
    for (const [i, place] of NEARBY_LISTINGS.entries()) {
      await createListing(tx, {
        ownerId: landlords[1].id,
        title: place.title,
        description: DESCRIPTIONS[i % DESCRIPTIONS.length],
        country: "United States",
        state: "IL",
        city: place.city,
        zipCode: place.zipCode,
        ...(await zipCentroid("United States", place.zipCode)),
        priceCents: place.rent * 100,
        securityDepositCents: place.rent * 100,
        bedrooms: place.bedrooms,
        bathrooms: place.bathrooms,
        acceptsSection8: true,
        imageUrl: `/images/home-${(i % 6) + 1}.svg`,
        createdAt: new Date(Date.now() - (i + 1) * 36e5 * 5),
      });
      listingCount++;
    }

    // One campaign at each stage of its life, in several cities. The order is the real one: the landlord
    // confirms the tenancy and the amount owed first, then an admin verifies (the campaign goes live),
    // then donations come in, then the money is sent to the landlord.
    const STORY =
      "My hours were cut this spring and I fell behind on rent. I'm working again and can keep up from here, " +
      "but I need help with what I owe so my family can stay in our home. Every dollar goes straight to my landlord.";
    const parties: DemoParty[] = [
      {
        renter,
        title: "Rita's family needs help catching up",
        goal: 180_000,
        raised: [5_000, 2_500, 10_000],
        stage: "live",
        featured: true,
        landlordName: "Linda Lopez",
        landlordEmail: "landlord@affordable.example",
        city: "Chicago",
        state: "IL",
        daysAgo: 3,
      },
      {
        renter: renters[1],
        title: "Devon's back on his feet",
        goal: 95_000,
        raised: [2_500, 2_500],
        stage: "live",
        landlordName: "Marcus Green",
        landlordEmail: "marcus.landlord@affordable.example",
        city: "Brooklyn",
        state: "NY",
        daysAgo: 5,
      },
      {
        renter: renters[2],
        title: "Keisha and the kids staying home",
        goal: 140_000,
        raised: [25_000, 50_000, 45_000, 20_000],
        stage: "goal_reached",
        landlordName: "Oakview Properties LLC",
        landlordEmail: "office@oakview.example",
        city: "Houston",
        state: "TX",
        daysAgo: 9,
      },
      {
        renter: renters[5],
        title: "Jamal's rent after a work injury",
        goal: 70_000,
        raised: [5_000, 10_000],
        stage: "live",
        landlordName: "Oakview Properties LLC",
        landlordEmail: "office@oakview.example",
        city: "Dallas",
        state: "TX",
        daysAgo: 6,
      },
      {
        renter: renters[3],
        title: "Sam's medical leave rent gap",
        goal: 110_000,
        raised: [],
        stage: "live",
        landlordName: "Grace Kim",
        landlordEmail: "grace.landlord@affordable.example",
        city: "Los Angeles",
        state: "CA",
        daysAgo: 4,
      },
      {
        renter,
        title: "Help with one month after a car repair",
        goal: 85_000,
        raised: [],
        stage: "pending_landlord",
        landlordName: "Linda Lopez",
        landlordEmail: "landlord@affordable.example",
        city: "Atlanta",
        state: "GA",
        daysAgo: 1,
      },
      {
        renter: renters[1],
        title: "Emergency: eviction notice after layoff",
        goal: 150_000,
        raised: [],
        stage: "landlord_confirmed",
        landlordName: "Tomás Rivera",
        landlordEmail: "tomas.landlord@affordable.example",
        city: "Philadelphia",
        state: "PA",
        daysAgo: 2,
      },
      {
        renter: renters[4],
        title: "Ana's two months behind, paid in full",
        goal: 120_000,
        raised: [40_000, 30_000, 25_000, 25_000],
        stage: "paid_out",
        landlordName: "Tomás Rivera",
        landlordEmail: "tomas.landlord@affordable.example",
        city: "Baltimore",
        state: "MD",
        daysAgo: 20,
      },
    ];
    const day = 864e5;
    for (const [i, p] of parties.entries()) {
      const createdAt = new Date(Date.now() - p.daysAgo * day);
      const confirmed = p.stage !== "pending_landlord";
      const verified = confirmed && p.stage !== "landlord_confirmed";
      // Half a day for the landlord to answer, another for the admin to verify.
      const answeredAt = new Date(createdAt.getTime() + day / 2);
      const verifiedAt = new Date(createdAt.getTime() + day);
      const party = await createRentParty(tx, {
        title: p.title,
        story: STORY,
        goalAmountCents: p.goal,
        landlordName: p.landlordName,
        landlordEmail: p.landlordEmail,
        renterId: p.renter.id,
        landlordStatus: confirmed ? "confirmed" : "pending",
        amountOwedCents: confirmed ? p.goal : null,
        landlordPayoutPreference: confirmed ? "Check mailed to the rental office" : null,
        landlordAnsweredAt: confirmed ? answeredAt : null,
        verified,
        verifiedAt: verified ? verifiedAt : null,
        verifiedBy: verified ? admin.id : null,
        featured: p.featured ?? false,
        city: p.city,
        state: p.state,
        createdAt,
      });
      let raised = 0;
      for (const [j, amount] of p.raised.entries()) {
        raised += amount;
        // Donations only after the campaign went live, a few hours apart.
        const at = new Date(verifiedAt.getTime() + (j + 1) * 5 * 36e5);
        await tx.insert(donations).values({
          rentPartyId: party.id,
          amountCents: amount,
          provider: "sandbox",
          // Demo money is test money: a deployment on a real provider never counts it.
          livemode: false,
          providerInvoiceId: `demo-${party.id}-${j}`,
          providerPaymentId: `demo-pay-${party.id}-${j}`,
          status: "finished",
          countedAt: at,
          donorName: j % 2 === 0 ? "A neighbor" : null,
          receiptNumber: `DEMO-${i}${j}-${party.id.slice(0, 6).toUpperCase()}`,
          createdAt: at,
          updatedAt: at,
        });
      }
      if (raised) {
        await tx.update(rentParties).set({ amountRaisedCents: raised }).where(eq(rentParties.id, party.id));
      }
      if (p.stage === "paid_out") {
        await tx.insert(payouts).values({
          rentPartyId: party.id,
          amountCents: raised,
          reference: "Check 10482",
          note: "Mailed to the rental office",
          livemode: false,
          sentBy: admin.id,
          sentAt: new Date(verifiedAt.getTime() + 3 * day),
        });
      }
    }

    const chicagoStudio = firstListings[5];
    await createMessage(tx, {
      senderId: renter.id,
      receiverId: chicagoStudio.ownerId,
      listingId: chicagoStudio.id,
      messageText: "Hi! Is the studio still available for December? I have a Section 8 voucher.",
      createdAt: new Date(Date.now() - 864e5),
    });
    await createMessage(tx, {
      senderId: chicagoStudio.ownerId,
      receiverId: renter.id,
      listingId: chicagoStudio.id,
      messageText: "Yes, it is. Vouchers are welcome. Would Saturday morning work for a viewing?",
      createdAt: new Date(Date.now() - 80e6),
    });
    await createMessage(tx, {
      senderId: renters[2].id,
      receiverId: landlord.id,
      listingId: firstListings[0].id,
      messageText: "Hello, does the rent include heat?",
    });

    // The demo renter's application profile (her documents are left for her to add: they are private files).
    await tx.insert(renterApplicationProfiles).values({
      renterId: renter.id,
      adults: 1,
      children: 2,
      monthlyIncome: 2600,
      incomeSources: ["job", "voucher"],
      voucherAgency: "Chicago Housing Authority",
      voucherBedrooms: 2,
      voucherExpiresOn: new Date(Date.now() + 150 * 864e5).toISOString().slice(0, 10),
      currentAddress: "4410 S King Dr, Chicago, IL",
      currentAddressDuration: "3 years",
      previousLandlordName: "Walter Greene",
      previousLandlordContact: "(312) 555-0147",
      pets: "None",
      about:
        "I work as a medical assistant and my two kids go to school nearby. We are quiet, tidy and always pay on time.",
    });

    // Applications to the demo landlord's studios (every 4th city's studio is hers), one from the demo renter.
    const inDays = (days: number) => new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);
    await tx.insert(applications).values([
      {
        listingId: firstListings[0].id,
        renterId: renters[2].id,
        moveInDate: inDays(21),
        message:
          "I work nearby at the hospital and have steady income. I can move in on the first of the month.",
        createdAt: new Date(Date.now() - 3 * 36e5),
      },
      {
        listingId: firstListings[4].id,
        renterId: renter.id,
        moveInDate: inDays(30),
        message: "My family and I are looking for a quiet place close to school. I have a Section 8 voucher.",
        createdAt: new Date(Date.now() - 26 * 36e5),
      },
      {
        listingId: firstListings[8].id,
        renterId: renters[1].id,
        moveInDate: inDays(14),
        message: "Hello! I'd love to see the studio this week.",
        createdAt: new Date(Date.now() - 50 * 36e5),
      },
    ]);

    // Linda (the demo landlord) is verified; Grace waits for review; Marcus and Tomás are not verified.
    const verification = await seedDemoVerification(tx, {
      adminId: admin.id,
      verifiedLandlordId: landlord.id,
      pendingLandlord: landlords[2],
      storage: options.storage,
    });

    // One open listing report for the demo admin (/admin/reports): a renter says a Marcus listing is taken.
    await tx.insert(listingReports).values({
      listingId: firstListings[1].id,
      reporterId: renters[1].id,
      reason: "already_rented",
      details: "I called about this unit and was told it was rented last week, but it is still listed.",
      createdAt: new Date(Date.now() - 5 * 36e5),
    });

    return {
      ...verification,
      users: 3 + OTHER_LANDLORDS.length + OTHER_RENTERS.length,
      listings: listingCount,
      rentParties: parties.length,
    };
  });
}

const DEMO_STREETS = [
  "Oak St",
  "Maple Ave",
  "Washington Blvd",
  "Park Ave",
  "Lincoln Way",
  "Cedar Ln",
  "Main St",
];

/** Real-looking listing facts for the demo homes (issue 28), varied by city and unit. */
function demoFacts(cityIndex: number, unitIndex: number, bedrooms: number) {
  const n = cityIndex * 7 + unitIndex;
  const availableFrom = new Date(Date.now() + (n % 4 === 1 ? 14 : n % 4 === 2 ? 45 : 0) * 864e5);
  return {
    addressLine: `${100 + ((n * 137) % 4800)} ${DEMO_STREETS[n % DEMO_STREETS.length]}`,
    unit: bedrooms <= 1 ? `${1 + (n % 4)}${"ABCD"[n % 4]}` : null,
    showExactAddress: n % 2 === 0,
    availableFrom: n % 4 === 0 || n % 4 === 3 ? null : availableFrom.toISOString().slice(0, 10),
    leaseLength: (["12_months", "month_to_month", "6_months", "12_months"] as const)[n % 4],
    // Only the studios include utilities (utilities_included, which the voucher figures read).
    utilities: bedrooms === 0 ? (["water", "heat", "trash"] as const).slice() : [],
    pets: (["cats_dogs", "cats", "none", "ask", "dogs"] as const)[n % 5],
    parking: (["street", "driveway", "garage", "none"] as const)[n % 4],
    laundry: (["in_unit", "in_building", "in_building", "none"] as const)[n % 4],
    accessibility:
      n % 3 === 0
        ? (["step_free", "elevator", "wheelchair_unit", "grab_bars"] as const).slice()
        : n % 3 === 1
          ? (["ground_floor", "step_free"] as const).slice()
          : [],
  };
}
