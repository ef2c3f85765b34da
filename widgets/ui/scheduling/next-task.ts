/**
 * Runs `run` in a task of its own, queued behind what is already waiting (input, rendering, network),
 * without the 4 ms clamp nested `setTimeout`s get. Returns a cancel function.
 *
 * A message port rather than `requestAnimationFrame`: work split into animation frames waits for the next
 * frame after each slice, so a slice of 8 ms idles for the rest of a 16.7 ms frame; queued as tasks, the
 * slices run back to back and the browser still paints between them when a frame is due.
 */
export function nextTask(run: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
