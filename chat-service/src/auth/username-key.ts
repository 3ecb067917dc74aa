/**
 * The form of a username that uniqueness and sign-in compare: NFKC (a fullwidth `ａｄｍｉｎ` is `admin`)
 * and case-folded by Unicode's rules rather than SQL's `lower()`, which SQLite applies to ASCII only.
 * Upper-casing first folds what lower-casing alone misses (`ß` and `SS`, final `ς` and `σ`).
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
