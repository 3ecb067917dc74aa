/** The demo's embed snippet: the widget script with `data-demo-id` (spec part 2 §7). */
export function demoSnippet(origin: string, demoId: string): string {
  const id = demoId.replace(/[^\w-]/g, '');
  return `<script src="${origin}/widget.js" data-demo-id="${id}" async></script>`;
}
