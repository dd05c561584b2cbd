/**
 * Where a lead form leaves its lead's id for the thank-you page to show as the reference, and the
 * id of the location the visitor chose (empty when none), whose hours and phone that page gives. A module
 * of its own: only the form and that page use it, and it stays out of the lead queue's script,
 * which every search page loads.
 */
export const SUCCESS_REFERENCE_KEY = 'lead-success-reference';
export const SUCCESS_LOCATION_KEY = 'lead-success-location';
