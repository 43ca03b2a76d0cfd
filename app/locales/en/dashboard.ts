import { FULL_NAME_MAX_LENGTH } from "@common/constants";
import { PHONE_HINT, PHONE_MESSAGE } from "@common/phone";

/** Both dashboards' own texts (the frame and Profile Settings), with the profile form's errors. */
export default {
  "dashboard.landlord.meta.title": "Landlord Dashboard | Affordable",
  "dashboard.landlord.welcome": "Welcome, {name}",
  "dashboard.landlord.intro": "Manage your listings and the renters who apply.",
  "dashboard.landlord.listProperty": "List a New Property",
  "dashboard.profile.title": "Profile Settings",
  "dashboard.profile.edit": "Edit Profile",
  "dashboard.profile.fullName": "Full Name",
  "dashboard.profile.phoneOptional": "Phone (optional)",
  "dashboard.profile.phoneHint": PHONE_HINT,
  "dashboard.profile.messageEmailsLabel": "Email me when a message stays unread",
  "dashboard.profile.saving": "Saving...",
  "dashboard.profile.save": "Save Changes",
  "dashboard.profile.cancel": "Cancel",
  "dashboard.profile.email": "Email",
  "dashboard.profile.phone": "Phone",
  "dashboard.profile.notSet": "Not set",
  "dashboard.profile.messageEmails": "Message emails",
  "dashboard.profile.on": "On",
  "dashboard.profile.off": "Off",
  "dashboard.messages.title": "Messages",
  "dashboard.messages.titleUnread": "Messages ({count} unread)",
  "dashboard.messages.open": "Open Inbox",
  "dashboard.messages.empty": "No messages yet",
  "dashboard.messages.unread": " unread",
  "dashboard.messages.yesterday": "Yesterday",
  "error.Please enter your full name": "Please enter your full name",
  [`error.Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`]: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  [`error.${PHONE_MESSAGE}`]: PHONE_MESSAGE,
} as const;
