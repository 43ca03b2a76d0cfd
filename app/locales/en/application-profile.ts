/**
 * Texts of the renter's application profile page (/renter-dashboard/application-profile): the profile
 * form, the private documents, who has seen the profile, deleting it. The `error.<English message>` keys
 * are the errors its forms can show (field.tsx).
 */
export default {
  "applicationProfile.meta.title": "Application profile | Affordable",
  "applicationProfile.card.text":
    "One profile for every application: your household, income, voucher and documents, private to you and the landlords you apply to.",
  "applicationProfile.card.link": "Edit your application profile",
  "applicationProfile.back": "Back to your dashboard",
  "applicationProfile.title": "Your application profile",
  "applicationProfile.intro":
    "Fill this in once: a copy goes with every application you send, so landlords get what they need to answer you. Only the number of adults is required.",
  "applicationProfile.fairHousing":
    "We never ask about race, color, religion, national origin, sex, disability or family status: fair-housing law protects them, and a landlord may not choose tenants by them.",
  "applicationProfile.household": "Household",
  "applicationProfile.household.purpose":
    "Who will live in the home: landlords check it against the home's occupancy limits.",
  "applicationProfile.adults": "Adults (18 and over)",
  "applicationProfile.children": "Children (under 18)",
  "applicationProfile.income": "Income",
  "applicationProfile.income.purpose":
    "Landlords compare your income with the rent. Income from benefits or a voucher counts like any other.",
  "applicationProfile.monthlyIncome": "Monthly income (dollars)",
  "applicationProfile.monthlyIncome.hint": "Everyone in the household together, before taxes.",
  "applicationProfile.incomeSources": "Sources of income",
  "applicationProfile.source.job": "Job",
  "applicationProfile.source.benefits": "Benefits",
  "applicationProfile.source.voucher": "Housing voucher",
  "applicationProfile.source.other": "Other",
  "applicationProfile.voucher": "Housing voucher",
  "applicationProfile.voucher.purpose":
    "If you have a Housing Choice Voucher (Section 8) or another voucher: the landlord needs these to request the inspection and the agency's payment.",
  "applicationProfile.voucherAgency": "Housing agency name",
  "applicationProfile.voucherBedrooms": "Bedroom size on the voucher",
  "applicationProfile.voucherExpiresOn": "Voucher expiry date",
  "applicationProfile.history": "Where you live now",
  "applicationProfile.history.purpose":
    "So a landlord can see your rental history and ask a previous landlord for a reference.",
  "applicationProfile.currentAddress": "Current address",
  "applicationProfile.currentAddressDuration": "How long you have lived there",
  "applicationProfile.currentAddressDuration.hint": "For example: 2 years",
  "applicationProfile.previousLandlordName": "Previous landlord's name",
  "applicationProfile.previousLandlordContact": "Previous landlord's phone or email",
  "applicationProfile.aboutUs": "About us",
  "applicationProfile.pets": "Pets",
  "applicationProfile.pets.hint":
    "For example: one cat. Assistance animals are not pets: you don't need to list them here.",
  "applicationProfile.about": "A few words about your household",
  "applicationProfile.about.hint": "What you would like a landlord to know, up to 1,000 characters.",
  "applicationProfile.save": "Save profile",
  "applicationProfile.documents": "Documents",
  "applicationProfile.documents.purpose":
    "Pay stubs, voucher paperwork, ID: PDF, JPEG or PNG, up to 10 MB each, at most 10. They are private: only you can open them, and the landlords of listings you apply to while the application is open and for 30 days after it is decided.",
  "applicationProfile.documents.none": "No documents yet.",
  "applicationProfile.documents.kind": "What is it?",
  "applicationProfile.documents.choose": "Choose...",
  "applicationProfile.documents.file": "File",
  "applicationProfile.documents.fileHint": "PDF, JPEG or PNG, up to 10 MB.",
  "applicationProfile.documents.upload": "Upload document",
  "applicationProfile.documents.delete": "Delete",
  "applicationProfile.documents.deleteOne": "Delete {name}",
  "applicationProfile.kind.pay_stub": "Pay stub",
  "applicationProfile.kind.voucher": "Voucher paperwork",
  "applicationProfile.kind.id": "ID",
  "applicationProfile.kind.other": "Other",
  "applicationProfile.views": "Who has seen your profile",
  "applicationProfile.views.none": "No landlord has opened your profile yet.",
  "applicationProfile.views.row": "{landlord}, for “{listing}”, on {date}",
  "applicationProfile.delete": "Delete your profile",
  "applicationProfile.delete.text":
    "Deletes your profile and all your documents at once. Landlords can no longer see them, even on applications you already sent.",
  "applicationProfile.delete.confirm": "I understand: delete my profile and all my documents",
  "applicationProfile.delete.submit": "Delete profile and documents",
  "error.Number of adults is required": "Number of adults is required",
  "error.Please enter a whole number": "Please enter a whole number",
  "error.Please enter a number": "Please enter a number",
  "error.At least 1 adult is required": "At least 1 adult is required",
  "error.Must be 0 or more": "Must be 0 or more",
  "error.Please enter a valid date": "Please enter a valid date",
  "error.Please choose income sources from the list": "Please choose income sources from the list",
  "error.Please choose what this document is": "Please choose what this document is",
  "error.Please choose a file": "Please choose a file",
  "error.The file is empty. Please choose another file.": "The file is empty. Please choose another file.",
  "error.Each file must be 10 MB or smaller.": "Each file must be 10 MB or smaller.",
  "error.Only PDF, JPEG or PNG files can be uploaded.": "Only PDF, JPEG or PNG files can be uploaded.",
  "error.This file could not be read. Please try another file.":
    "This file could not be read. Please try another file.",
  "error.You can keep at most 10 documents. Delete one to add another.":
    "You can keep at most 10 documents. Delete one to add another.",
  "error.Document not found": "Document not found",
  "error.Please tick the box to confirm that you want to delete your profile":
    "Please tick the box to confirm that you want to delete your profile",
  "error.Must be at most {max}": "Must be at most {max}",
  "error.Must be at most {max} characters": "Must be at most {max} characters",
  "error.Please remove line breaks, tabs and other control characters":
    "Please remove line breaks, tabs and other control characters",
  "error.Please remove control characters": "Please remove control characters",
  "error.Something went wrong. Please try again.": "Something went wrong. Please try again.",
  "error.You have uploaded many files in the last hour. Please try again later.":
    "You have uploaded many files in the last hour. Please try again later.",
} as const;
