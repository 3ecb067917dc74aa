import type { AnyNode } from 'domhandler';

/** The document a node is in: its topmost ancestor. */
export function rootOf(node: AnyNode): AnyNode {
  let root = node;
  while (root.parent) root = root.parent;
  return root;
}
