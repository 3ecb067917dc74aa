/** The tool's address with this page's query parameters added (the page's own win over the tool's defaults). */
export function socialFrameSource(toolUrl: string, pageSearch: string): string {
  const url = new URL(toolUrl);
  for (const [key, value] of new URLSearchParams(pageSearch)) url.searchParams.set(key, value);
  return url.toString();
}
