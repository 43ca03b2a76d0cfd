/**
 * Bordering U.S. states, for the city pages' honest "nearby" Rent Parties when the city's own state has
 * none: neighbours under their own heading, never passed off as local. Only the states of our city pages
 * need an entry; others have no nearby list.
 */
export const STATE_NEIGHBORS: Readonly<Record<string, readonly string[]>> = {
  AZ: ["CA", "NV", "UT", "CO", "NM"],
  CA: ["OR", "NV", "AZ"],
  FL: ["GA", "AL"],
  GA: ["FL", "AL", "TN", "NC", "SC"],
  IL: ["WI", "IN", "IA", "MO", "KY"],
  MD: ["PA", "DE", "VA", "WV", "DC"],
  MI: ["OH", "IN", "WI"],
  NY: ["NJ", "CT", "PA", "VT", "MA"],
  PA: ["NY", "NJ", "DE", "MD", "WV", "OH"],
  TX: ["NM", "OK", "AR", "LA"],
};
