/**
 * Where a lead form leaves its lead's id for the thank-you page to show as the reference. A module
 * of its own: only the form and that page use it, and it stays out of the lead queue's script,
 * which every search page loads.
 */
export const SUCCESS_REFERENCE_KEY = 'lead-success-reference';
