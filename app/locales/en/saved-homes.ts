/** Saved homes (/renter-dashboard/saved-homes): the homes a reader saved with the heart. */
export default {
  "savedHomes.meta.title": "Saved homes | Affordable",
  "savedHomes.title": "Saved homes",
  "savedHomes.intro": "Homes you save with the heart on a listing show up here.",
  "savedHomes.count": "{count, plural, one {# saved home, newest first} other {# saved homes, newest first}}",
  "savedHomes.empty": "No saved homes yet. Tap the heart on a home to keep it here.",
  "savedHomes.browse": "Browse rentals",
  "savedHomes.back": "Back to your dashboard",
  "savedHomes.unavailable": "No longer available",
  "savedHomes.unavailableHint": "The landlord has taken this home off the market for now.",
} as const;
