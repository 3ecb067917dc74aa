declare const __VELA_DEBUG__: boolean | undefined;

/** Development logging: on only in a build made with VELA_DEBUG=1; the release build drops every call. */
export function debug(...args: unknown[]): void {
  if (typeof __VELA_DEBUG__ !== 'undefined' && __VELA_DEBUG__) console.debug('[vela]', ...args);
}
