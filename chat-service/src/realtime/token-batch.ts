/**
 * An answer's tokens as the socket sends them: those arriving within one turn of the event loop (a burst
 * of a model's stream read from one network packet) leave as one `answer:token`, so a busy node writes one
 * websocket frame where it wrote twenty; a token alone still leaves at once, on the next turn.
 */
export function tokenBatch(emit: (delta: string) => void) {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const delta = pending;
    pending = '';
    emit(delta);
  };
  return {
    push(delta: string) {
      pending += delta;
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    /** Sends what is waiting now: before the answer's end or its error. */
    flush,
  };
}
