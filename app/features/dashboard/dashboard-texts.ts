/** The spec's profile failure toast (section "Profile"), word for word: server and browser both show it. */
export const UPDATE_FAILED = {
  type: "error",
  title: "Update failed",
  description: "Failed to update profile. Please try again.",
} as const;
