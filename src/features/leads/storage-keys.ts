/** Where the browser keeps a visitor's leads: the queue of unsent ones, the details to prefill, the last success. */
export const QUEUE_KEY = 'lead-queue';
export const PREFILL_KEY = 'lead-prefill';
export const SUCCESS_KEY = 'lead-success-category';
/** The car the last successful enquiry was about (its name), for the thank-you page to name. */
export const SUCCESS_CAR_KEY = 'lead-success-car';
