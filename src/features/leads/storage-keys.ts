/** Where the browser keeps a visitor's leads: the queue of unsent ones, the details to prefill, the last success and its reference. */
export const QUEUE_KEY = 'lead-queue';
export const PREFILL_KEY = 'lead-prefill';
export const SUCCESS_KEY = 'lead-success-category';
export const SUCCESS_REFERENCE_KEY = 'lead-success-reference';
