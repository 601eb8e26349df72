/** The element id an address's hash names (`#id`, percent-decoded), if any. */
export function idOf(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
