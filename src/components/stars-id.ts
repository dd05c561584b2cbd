let last = 0;

/** A number no other star rating of this build has: each drawing's gradient gets its own id. */
export const nextStarsId = (): number => (last += 1);
