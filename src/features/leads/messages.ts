/**
 * Spec Validation and Errors texts, word for word, that the browser shows. Those only the server
 * answers stay with it: 'Lead submission failed' (`leads.server.ts` `LEAD_REJECTED`) and 'An
 * unexpected error occured' (`server/post.server.ts`).
 */
export const SPEC_MESSAGES = {
  required: 'This is a required field.',
  code: 'Code must be 6 digits.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  terms: '*You must agree to the terms of use before submitting.',
  formErrorsHeading: 'Please fix the following errors:',
  submitFailed: 'An error occurred when submitting this form',
  tooManyAttempts: 'Too many verification attempts. Please try again later.',
  codeInvalid: 'The verification code is invalid. Please try again.',
  unknown: 'An unknown error occurred.',
} as const;

/** Messages the spec leaves to us ("Other field messages: not shown"): short, saying what to do. */
export const FIELD_MESSAGES = {
  name: 'Please enter your first name.',
  email: 'Please enter a valid email address, like name@example.com.',
  phone: 'Please enter a valid Australian phone number, like 0412 345 678.',
  mobile: 'Please enter a valid Australian mobile number, like 0412 345 678.',
  message: 'Please enter your comments.',
  offer: 'Please enter your offer amount.',
  category: 'Please choose an enquiry type.',
  location: 'Please choose a location.',
  dealership: 'Please choose a dealership.',
  kms: 'Please enter the kilometres on the odometer.',
  rego: 'Please enter the registration number.',
  regoState: 'Please choose the state of registration.',
  amount: 'Please enter an amount.',
  part: 'Please tell us the part or accessory you need.',
  vehicle: 'Please tell us the make, model and year of your vehicle.',
  vin: 'A VIN has 17 letters and numbers (never I, O or Q). Leave it empty if you do not have it.',
  date: 'Please choose a preferred date.',
} as const;
