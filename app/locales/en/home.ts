/** Texts of the home area (see docs/i18n.md): the home page and the 12 city pages. */
export default {
  // Home page: title and description
  "home.meta.title": "Affordable Rentals, No Application Fees | Affordable",
  "home.meta.description":
    "Find affordable rentals directly from landlords: no agents, no scams, no application fees. Section 8 welcome. Help a neighbor stay housed with Rent Party.",
  "home.meta.ogTitle": "Affordable Rentals, No Application Fees",

  // Location banner (one of four phrases, picked as common/location.ts picks them) and heading
  "home.location.headline0": "Affordable Rentals Now Available in {city}, {state}",
  "home.location.headline1": "Low Rent Opportunities Now Live in {city}, {state}",
  "home.location.headline2": "Verified Housing Options in {city}, {state}",
  "home.location.headline3": "Section 8 Friendly Rentals in {city}, {state}",
  "home.location.headlineFallback": "Affordable Rentals Available in Your Area",
  "home.location.heading": "Affordable rentals in {city}, {state}",
  "home.location.headingFallback": "Explore Affordable rentals across the U.S.",
  "home.location.attribution": "IP Geolocation by DB-IP",

  // Change Location
  "home.changeLocation.link": "Not your city? Change location",
  "home.changeLocation.title": "Change Location",
  "home.changeLocation.description": "See rentals, prices and nearby areas for another city.",
  "home.changeLocation.country": "Country",
  "home.changeLocation.state": "State",
  "home.changeLocation.stateRegion": "State / Region",
  "home.changeLocation.selectState": "Select a state",
  "home.changeLocation.city": "City",
  "home.changeLocation.cancel": "Cancel",
  "home.changeLocation.apply": "Apply",
  "home.changeLocation.close": "Close",

  // Deferred sections
  "home.loading": "Loading {label}…",
  "home.loadError.title": "Error loading listings",
  "home.loadError.retry": "Please try again later.",
  "home.carousel": "carousel",

  // Market snapshot (home page and larger city pages)
  "home.snapshot.heading": "Rental Market Snapshot",
  "home.snapshot.label": "rental market snapshot",
  "home.snapshot.unavailable": "Rental trends currently unavailable for this area",
  "home.snapshot.averageRent": "Average Rent",
  "home.snapshot.perMonth": "{amount}/mo",
  "home.snapshot.commonUnitType": "Common Unit Type",
  "home.snapshot.notAvailable": "N/A",
  "home.snapshot.unit.Studio": "Studio",
  "home.snapshot.unit.1 Bedroom": "1 Bedroom",
  "home.snapshot.unit.2 Bedrooms": "2 Bedrooms",
  "home.snapshot.unit.3+ Bedrooms": "3+ Bedrooms",
  "home.snapshot.yearOverYear": "Year-over-Year",
  "home.snapshot.byUnitType": "Average rent by unit type",
  "home.snapshot.studio": "Studio",
  "home.snapshot.oneBR": "1BR",
  "home.snapshot.twoBR": "2BR",
  "home.snapshot.threeBR": "3BR+",

  // Nearby areas
  "home.nearby.heading": "Explore More Affordable Nearby Areas",
  "home.nearby.label": "nearby areas",
  "home.nearby.noData": "No nearby Affordability data found. Try exploring larger cities.",
  "home.nearby.noneClose": "No other areas with listings within {miles} miles of {city} yet.",
  "home.nearby.browseCities": "Browse cities",
  "home.nearby.averageRent": "Average rent",
  "home.nearby.perMonth": "/month",
  "home.nearby.lessThan5Miles": "less than 5 miles from {city}",
  "home.nearby.aboutMiles": "about {miles} miles from {city}",
  "home.nearby.listings": "{count, plural, one {# listing} other {# listings}}",
  "home.nearby.explore": "Explore {city}",

  // Featured listings and rentals near you
  "home.featured.heading": "Featured Listings",
  "home.featured.intro": "Verified homes from landlords who never charge application fees.",
  "home.featured.label": "featured listings",
  "home.featured.carousel": "Featured listings",
  "home.featured.empty": "No listings yet.",
  "home.featured.listProperty": "List your property",
  "home.nearYou.heading": "Rentals Near You",
  "home.nearYou.label": "rentals near you",
  "home.nearYou.empty": "No rentals listed in {city}, {state} yet.",
  "home.nearYou.chooseCity": "Choose your city to see rentals near you.",
  "home.browseAllRentals": "Browse All Rentals",

  // Rent Parties
  "home.party.featured": "Featured Rent Party",
  "home.party.featuredLabel": "featured Rent Party",
  "home.party.raised": "{title}: amount raised",
  "home.party.helpOut": "Help Out",
  "home.party.helpOutLabel": "Help Out: {title}",
  "home.parties.heading": "Featured Rent Parties",
  "home.parties.intro":
    "Neighbors helping neighbors stay housed. Every dollar goes straight to the landlord.",
  "home.parties.label": "Rent Parties",
  "home.parties.carousel": "Featured Rent Parties",
  "home.parties.empty": "No active Rent Parties right now.",
  "home.startRentParty": "Start a Rent Party",

  // Hero and no-fees block
  "home.hero.title": "Affordable homes, straight from the landlord",
  "home.hero.text": "No agents. No scams. No application fees. No hidden fees. Section 8 vouchers welcome.",
  "home.hero.findRentals": "Find Affordable Rentals",
  "home.hero.needHelp": "I Need Housing Help",
  "home.noFees.title": "No Application Fees. Ever.",
  "home.noFees.text":
    "Apply to as many homes as you like. Landlords here never charge you to apply, and neither do we.",

  // Trust badges
  "home.trust.heading": "Why renters trust us",
  "home.trust.scamFree.title": "Scam-Free Guarantee",
  "home.trust.scamFree.text":
    "Report any listing in one tap: our team reviews every report and pauses listings that break the rules.",
  "home.trust.noCredit.title": "No Credit Score Required",
  "home.trust.noCredit.text": "Landlords here look at you, not just a number.",
  "home.trust.verified.title": "Verified Landlords",
  "home.trust.verified.text":
    "Owners who prove they own or manage the home carry a Verified landlord badge, and you can search only their listings.",
  "home.trust.support.title": "Real Support for a Full Year",
  "home.trust.support.text": "We stay with you after you move in, for a whole year.",

  // Movement
  "home.movement.heading": "More than a rental site: a movement",
  "home.movement.text":
    "Housing is a right, not a luxury. We're building a marketplace where renters and small landlords meet as neighbors.",
  "home.movement.renterFirst.title": "Renter-First",
  "home.movement.renterFirst.text": "Built for people who rent, with tools that put you in control.",
  "home.movement.scamFree.title": "Scam-Free",
  "home.movement.scamFree.text": "No fake listings, no deposits before you see the place.",
  "home.movement.affordableOnly.title": "Affordable-Only",
  "home.movement.affordableOnly.text": "Homes people can actually afford, with Section 8 front and center.",

  // Rent Party promo and stablecoins
  "home.promo.heading": "Behind on rent? Throw a Rent Party.",
  "home.promo.text":
    "Start a campaign, we verify it with your landlord, and your community chips in. Every donation goes directly to your landlord, so your home stays yours.",
  "home.crypto.heading": "Donate with stablecoins",
  "home.crypto.text":
    "Rent Party accepts stablecoin donations: fast, low-fee, and paid out to the landlord in dollars. Card donations are coming soon.",
  "home.crypto.what": "What's a stablecoin?",
  "home.crypto.explained":
    "A stablecoin is a digital currency whose value is tied to the U.S. dollar: one coin is worth about one dollar. It moves like crypto, without crypto's price swings.",
  "home.crypto.close": "Close",

  // Section 8 and agents
  "home.s8.heading": "Section 8 welcome here",
  "home.s8.text":
    "Look for the Section 8 badge: those landlords accept Housing Choice Vouchers. Filter for them on any search.",
  "home.s8.link": "See Section 8 rentals",
  "home.agents.heading": "Why no agents?",
  "home.agents.text":
    "Agents add fees and distance. Here you message the owner directly, ask your questions and apply for free. Landlords save on commissions and keep rents lower.",

  // City grid, calls to action, SEO text
  "home.cities.heading": "Affordable rentals by city",
  "home.landlords.heading": "Landlords: fill vacancies with great renters",
  "home.landlords.text": "List for free, get a verified badge, and reach renters who are ready to move.",
  "home.listYourProperty": "List Your Property",
  "home.becomeVerified": "Become a Verified Landlord",
  "home.story.heading": "Our story",
  "home.story.text": "Why we started a rental marketplace with no fees and a Rent Party for neighbors.",
  "home.story.link": "Read Our Story",
  "home.seo.heading": "Affordable apartments and houses for rent across the U.S.",
  "home.seo.text":
    "Affordable lists low-rent apartments, studios and family homes for rent directly from owners in {cities} and beyond. Search rentals under {maxRent}, filter for Section 8 housing that accepts vouchers, and contact landlords with no application fees and no broker fees. Behind on rent? Start a Rent Party and let your community help, with donations paid straight to your landlord.",

  // City pages: shared wording (app/features/cities/city-copy.ts)
  "home.city.title": "Affordable Rentals in {city}, {state} | No Fees, Section 8 Welcome | Affordable",
  "home.city.description":
    "Find affordable apartments and homes for rent in {city}, {stateName}, straight from landlords: no agents, no application fees, no hidden fees. Section 8 vouchers welcome.",
  "home.city.headline": "Affordable Rentals in {city}",
  "home.city.highlights": "No agents · No application fees · Section 8 welcome",
  "home.city.listingsHeading": "Available Rentals in {city}",
  "home.city.listingsLabel": "listings",
  "home.city.viewListing": "View Listing",
  "home.city.trendUnavailable": "Rental trend data currently unavailable for this city.",
  "home.city.noListingsNow": "No listings available in {city} right now.",
  "home.city.newHomesWeekly": "New homes are added every week. In the meantime:",
  "home.city.ownRental": "Own a rental in {city}?",
  "home.city.ownRentalText":
    "List it for free, get a verification badge and meet renters who are ready to move.",
  "home.city.estimatesLabel": "market estimates",
  "home.city.estimatesIntro":
    "No verified listings available right now. Here are market estimates for {city}:",
  "home.city.noListingsAtAll": "No listings available in {city} at the moment.",
  "home.city.expanding": "We're expanding to {city} — check back soon for verified listings.",
  "home.city.partiesHeading": "Active Rent Parties in {city} Area",
  "home.city.nearbyPartiesHeading": "No Rent Parties in the {city} area yet: these are in nearby states",
  "home.city.moreOptions": "Looking for more options?",
  "home.city.moreOptionsText":
    "Search every city, or get help with rent you owe from neighbors who want you to stay housed.",

  // City pages: each city's own copy (English as common/city-pages.ts has it; a test keeps them equal)
  "home.city.new-york.intro":
    "From Harlem to Washington Heights, New York renters spend more of their paycheck on housing than almost anywhere in the country. Here you deal directly with the owner: no broker fee, no application fee, and Section 8 vouchers are welcome.",
  "home.city.miami.intro":
    "Miami rents have climbed fast, and renters across Little Havana, Wynwood and Little Haiti feel it. Find homes listed by their owners, with no agents, no application fees and landlords who accept Section 8.",
  "home.city.atlanta.intro":
    "Atlanta keeps growing, and so do its rents. Browse homes in the West End, Vine City, Lakewood and beyond, listed directly by landlords who never charge you to apply.",
  "home.city.houston.intro":
    "Houston still has homes a working family can afford, if you know where to look. Search listings from the Third Ward to Northside, straight from the owner, with Section 8 welcome.",
  "home.city.los-angeles.intro":
    "In Los Angeles, a fair rent is hard to find and easy to lose. Every home here comes from its owner, with no agents and no application fees, from South Central to Boyle Heights.",
  "home.city.chicago.tagline": "Homes from Little Village to Logan Square, straight from the owner.",
  "home.city.detroit.tagline": "Affordable homes across Midtown, Boston-Edison and the Eastside.",
  "home.city.philadelphia.tagline": "Rowhomes and apartments from Brewerytown to Kingsessing.",
  "home.city.baltimore.tagline": "Homes from Bolton Hill to Highlandtown, listed by their owners.",
  "home.city.brooklyn.tagline": "Apartments in Bushwick, Flatbush and beyond, with no broker fee.",
  "home.city.dallas.tagline": "Homes from Oak Cliff to South Dallas, straight from the owner.",
  "home.city.phoenix.tagline": "Homes across Garfield, Maryvale and Alhambra, with Section 8 welcome.",
} as const;
