import type { AnyNode } from 'domhandler';

/** The document a node is in: its topmost ancestor. */
export function rootOf(node: AnyNode): AnyNode {
  let root = node;
  while (root.parent) root = root.parent;
  return root;
}

/** All the text under a node, hidden parts too, as the markup holds it. */
export function textOf(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  return 'children' in node ? (node.children as AnyNode[]).map(textOf).join('') : '';
}
