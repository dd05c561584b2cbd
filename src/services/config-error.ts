/**
 * A service the dealer file or the environment asks for cannot be built: a variable is missing or
 * malformed, or an embedded default is used where it would lose data (Netlify). The message names
 * the variable; the server stops at start or answers 500 and logs it, never a visitor's details.
 */
export class ServiceConfigError extends Error {
  override name = 'ServiceConfigError';
}
