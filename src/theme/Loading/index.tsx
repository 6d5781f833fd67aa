// Shown while a route's code loads outside a navigation (navigations keep the
// previous page instead): nothing for 200 ms, then a spinner; on failure the
// error and a Retry button.
import { useEffect, useState } from 'react';

export default function Loading({ error, retry }: { error?: Error; retry: () => void }) {
  const [pastDelay, setPastDelay] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPastDelay(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  if (error) {
    return (
      <div className="loadingError" role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className="loadingScreen" role="status" aria-label="Loading">
      <svg
        id="loader"
        width="128"
        height="110"
        viewBox="0 0 45 45"
        stroke="#61dafb"
        aria-hidden="true"
      >
        <g fill="none" fillRule="evenodd" transform="translate(1 1)" strokeWidth="2">
          <circle cx="22" cy="22" r="6" strokeOpacity="0">
            <animate
              attributeName="r"
              begin="1.5s"
              dur="3s"
              values="6;22"
              repeatCount="indefinite"
            />
            <animate
              attributeName="stroke-opacity"
              begin="1.5s"
              dur="3s"
              values="1;0"
              repeatCount="indefinite"
            />
          </circle>
          <circle cx="22" cy="22" r="8">
            <animate
              attributeName="r"
              begin="0s"
              dur="1.5s"
              values="6;1;2;3;4;5;6"
              repeatCount="indefinite"
            />
          </circle>
        </g>
      </svg>
    </div>
  );
}
