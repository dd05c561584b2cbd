/**
 * Content entries are named "content/{file}" (platform defaults) or "{dealer slug}/{file}" (a
 * dealer's own). A dealer's file replaces the default of the same name; other dealers' files are
 * left out.
 */
export function byOwner<T extends { id: string }>(
  entries: readonly T[],
  slug: string,
): { name: string; entry: T }[] {
  const chosen = new Map<string, T>();
  for (const owner of ['content', slug])
    for (const entry of entries) {
      const [by, name] = entry.id.split('/') as [string, string];
      if (by === owner) chosen.set(name, entry);
    }
  return [...chosen].map(([name, entry]) => ({ name, entry }));
}

/** A content page lives at its frontmatter route, else /pages/{file name}. */
export const pageRoute = (name: string, route: string | undefined) => route ?? `/pages/${name}`;
