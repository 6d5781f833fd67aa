// Browser entry: starts the app in steps, each in its own task. Evaluating React DOM, the router and
// the theme's shell, loading the route's modules and hydrating would otherwise be one long task
// (React's hydration yields to the browser only once it renders; the module evaluation before it
// cannot), blocking every click and key press until it ends. The libraries are in the page's own
// scripts (eager imports add no request): the steps only choose when each one's code runs.
import { matchRoute } from '../client/data';
import { loadRoute, prefetch, preload } from '../client/modules';
import { installAnalytics } from '@theme/analytics';

declare global {
  interface Window {
    docusaurus?: Readonly<{ prefetch: typeof prefetch; preload: typeof preload }>;
  }
}

window.docusaurus = Object.freeze({ prefetch, preload });
installAnalytics();

/**
 * Ends the current task: what follows runs in a new one, after any input the browser has queued.
 * A message rather than a timer: timers may be clamped, throttled or paused (a test's fake clock),
 * and the page must start regardless.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function start(container: HTMLElement) {
  const prerendered = container.hasChildNodes();
  // The route's code is asked for before the first step: its scripts are already in the page, and
  // webpack learns that one failed only by listening to its tag before the error fires. Asked for
  // later, a failed chunk would leave the page waiting for webpack's 2-minute time-out.
  const route = prerendered ? loadRoute(matchRoute(window.location.pathname)) : undefined;
  route?.catch(() => undefined); // awaited below; no unhandled rejection before then
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { hydrate, render } = await import(/* webpackMode: "eager" */ './mount');
  // The dev server sends no page HTML: render at once, the page's frame and a spinner until its
  // content arrives.
  if (!route) return render(container);
  await nextTask();
  // Prerendered HTML: hydrate once the route's code is here, so the first render matches it.
  try {
    await route;
  } catch (error) {
    // The route's code is unavailable: render the app, whose loading view shows the error and Retry.
    console.error('The page code failed to load:', error);
    return render(container);
  }
  await nextTask();
  hydrate(container);
}

void start(document.getElementById('__docusaurus')!);
