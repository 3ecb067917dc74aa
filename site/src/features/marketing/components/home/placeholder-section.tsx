/** Section 10: an empty placeholder the spec keeps at the end of the page. */
export function PlaceholderSection() {
  return <section aria-hidden data-section="placeholder" className="h-px" />;
}
