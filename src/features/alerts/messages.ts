import { FIELD_MESSAGES } from '~/features/leads/messages.ts';

/** What the notify-me form, its links and the server say. */
export const ALERT_MESSAGES = {
  badEmail: FIELD_MESSAGES.email,
  noConsent: 'Please tick the box to agree to receive these e-mails.',
  badContact: 'Please enter a valid email address or Australian mobile number, like 0412 345 678.',
  sending: 'Sending…',
  checkInbox:
    'Nearly done: we have e-mailed you a link. Follow it to turn the alert on; until then we send nothing else.',
  checkPhone:
    'Nearly done: we have texted you a link. Follow it to turn the alert on; until then we send nothing else.',
  failed: 'We could not set up your alert just now. Please try again in a moment.',
  badSearch: 'This search cannot be watched.',
  badCar: 'This car cannot be watched.',
  badLink: 'This link is not valid. It may have been copied incompletely.',
  confirmed: 'Your alert is on. We will e-mail you when matching stock arrives.',
  confirmedWatch: 'Your alert is on. We will e-mail you once each time its price drops.',
  alreadyConfirmed: 'This alert is already on.',
  unsubscribed: 'You are unsubscribed: we will send you no more e-mails for this alert.',
  ended: 'This alert has been turned off.',
} as const;
