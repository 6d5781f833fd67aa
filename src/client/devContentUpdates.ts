// Dev only (the dev server adds it to the entry): loads the script the dev server announces when a
// doc's text alone changed (src/core/dev-content-updates.ts), which puts the new content in place
// before webpack's hot update arrives.
interface EventSourceWrapper {
  addMessageListener(listener: (event: MessageEvent<string>) => void): void;
}

const channel = (
  window as Window & { __whmEventSourceWrapper?: Record<string, EventSourceWrapper> }
).__whmEventSourceWrapper?.['/__hmr'];

/** Runs one update script; resolves once it ran (or failed to load). */
const run = (src: string) =>
  new Promise<void>((done) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = script.onerror = () => {
      script.remove();
      done();
    };
    document.head.append(script);
  });

// One after another, in the order announced: a later save's content is never replaced by an earlier one.
let queue = Promise.resolve();
channel?.addMessageListener((event) => {
  // Heartbeats and webpack's own messages: only this one action is ours.
  if (!event.data.startsWith('{"action":"content-update"')) return;
  const { src } = JSON.parse(event.data) as { src: string };
  queue = queue.then(() => run(src));
});
