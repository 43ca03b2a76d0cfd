/**
 * Toasts, keyed by their English text (docs/i18n.md: they are written in English where they are made and
 * translated where they are shown). The root sends them with Spanish pages only: English needs no lookup.
 */
export default {
  "toast.Access Denied": "Access Denied",
  "toast.Account created successfully!": "Account created successfully!",
  "toast.An admin will review them and email you the decision.":
    "An admin will review them and email you the decision.",
  "toast.Application sent": "Application sent",
  "toast.Authentication Required": "Authentication Required",
  "toast.Campaign Not Found": "Campaign Not Found",
  "toast.Campaign Submitted!": "Campaign Submitted!",
  "toast.Documents sent": "Documents sent",
  "toast.Error": "Error",
  "toast.Error Loading Campaign": "Error Loading Campaign",
  "toast.Error Loading Data": "Error Loading Data",
  "toast.Failed to update profile. Please try again.": "Failed to update profile. Please try again.",
  "toast.Invalid phone number": "Invalid phone number",
  "toast.Landlord tools added": "Landlord tools added",
  "toast.List your first property, then get verified.": "List your first property, then get verified.",
  "toast.Log in": "Log in",
  "toast.Message Required": "Message Required",
  "toast.Message sent": "Message sent",
  "toast.Password updated": "Password updated",
  "toast.Payment Creation Failed": "Payment Creation Failed",
  "toast.Please log in to access this page.": "Please log in to access this page.",
  "toast.Please log in to send messages.": "Please log in to send messages.",
  "toast.Please log in to start a rent party.": "Please log in to start a rent party.",
  "toast.Profile updated": "Profile updated",
  "toast.Sign in with your new password.": "Sign in with your new password.",
  "toast.Submission Failed": "Submission Failed",
  "toast.Thanks for reaching out — we'll get back to you soon.":
    "Thanks for reaching out — we'll get back to you soon.",
  "toast.The landlord will see it on their dashboard.": "The landlord will see it on their dashboard.",
  "toast.There was an error submitting your campaign. Please try again.":
    "There was an error submitting your campaign. Please try again.",
  "toast.This campaign doesn't exist or is no longer active.":
    "This campaign doesn't exist or is no longer active.",
  "toast.This is your own listing.": "This is your own listing.",
  "toast.Update failed": "Update failed",
  "toast.Verification request not sent": "Verification request not sent",
  "toast.Voucher deleted": "Voucher deleted",
  "toast.Voucher saved": "Voucher saved",
  "toast.We've received your message and will respond within 24-48 hours.":
    "We've received your message and will respond within 24-48 hours.",
  "toast.Welcome back!": "Welcome back!",
  "toast.You don't have permission to access this page.": "You don't have permission to access this page.",
  "toast.Your rent party campaign has been submitted for review. We'll contact you soon.":
    "Your rent party campaign has been submitted for review. We'll contact you soon.",
  "toast.Blocked": "Blocked",
  "toast.Reported": "Reported",
  "toast.This person can no longer message you.": "This person can no longer message you.",
  "toast.Failed to send message. Please try again.": "Failed to send message. Please try again.",
  "toast.Failed to send application. Please try again.": "Failed to send application. Please try again.",
  "toast.Failed to send report. Please try again.": "Failed to send report. Please try again.",
  "toast.Failed to send message. Please try again or email us directly.":
    "Failed to send message. Please try again or email us directly.",
  "toast.Thanks — our team will review this listing.": "Thanks — our team will review this listing.",
  "toast.Please enter a message before sending.": "Please enter a message before sending.",
  "toast.Unable to create crypto payment. Please try again later.":
    "Unable to create crypto payment. Please try again later.",
  "toast.Listing paused": "Listing paused",
  "toast.Listing resumed": "Listing resumed",
  "toast.It no longer appears in search.": "It no longer appears in search.",
  "toast.It is back in search.": "It is back in search.",
  "toast.Listing updated": "Listing updated",
  "toast.Property listed successfully!": "Property listed successfully!",
} as const;
