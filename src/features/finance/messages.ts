/** Spec Errors finance texts. */
export const FINANCE_MESSAGES = {
  quoteFailed: 'Failed to get YouX quick quote',
  customerFailed: 'Failed to create customer with YouX',
  noRedirect: 'Failed to create customer or no redirect URL received.',
  noLender: 'This dealer offers no online finance pre-approval.',
} as const;
