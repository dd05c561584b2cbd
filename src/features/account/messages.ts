/** What the account pages and endpoints say (spec Errors where it gives the words; ours where it does not). */
export const ACCOUNT_MESSAGES = {
  signedOut: 'You are not signed in, or your session has ended. Please sign in again.',
  notYourPhone: 'That mobile number is not the one you signed in with.',
  noSuchCar: 'This car is no longer listed, so it cannot be saved.',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  searchUrl: 'Only a search page of this site can be saved.',
  tooManySearches: 'You can keep up to 20 searches. Remove one to save another.',
  authOff: 'Signing in is not available on this site.',
} as const;

/** How many searches one account keeps. */
export const SAVED_SEARCH_LIMIT = 20;
