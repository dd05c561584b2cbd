/** The signed-in user as this browser keeps them (phone, first name). */
export interface SignedIn {
  phone: string;
  first_name?: string;
}

/**
 * The signed-in user this browser keeps under the site's account key, if any: a hint for a form
 * (the mobile needs no code), never proof. The server checks its session cookie.
 */
export function storedSignedIn(accountKey: string | null): SignedIn | null {
  try {
    const account = accountKey
      ? (JSON.parse(localStorage.getItem(accountKey) ?? 'null') as Partial<SignedIn> | null)
      : null;
    return account?.phone
      ? { phone: account.phone, ...(account.first_name ? { first_name: account.first_name } : {}) }
      : null;
  } catch {
    return null;
  }
}
