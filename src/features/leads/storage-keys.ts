/** Where the browser keeps a visitor's leads: the queue of unsent ones, the details to prefill, the last success. */
export const QUEUE_KEY = 'lead-queue';
export const PREFILL_KEY = 'lead-prefill';
export const SUCCESS_KEY = 'lead-success-category';
