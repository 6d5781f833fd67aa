// What the code runs in: the browser, or Node while prerendering.
const canUseDOM =
  typeof window !== 'undefined' && typeof window.document?.createElement === 'function';

export const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};
