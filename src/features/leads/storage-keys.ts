/** Where the browser keeps a visitor's leads: the queue of unsent ones, the details to prefill, the last success. */
export const QUEUE_KEY = 'lead-queue';
export const PREFILL_KEY = 'lead-prefill';
export const SUCCESS_KEY = 'lead-success-category';

/**
 * The header a lead sent again from the browser's queue carries: the visitor is no longer at the
 * form to change a preferred date, so the server takes it as it was typed (leads.server.ts).
 */
export const RESENT_HEADER = 'Lead-Resent';
