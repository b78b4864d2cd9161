import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles.css';

declare global {
  interface Window {
    /** public/load-check.js: shows index.html's "did not load" screen. */
    mboShowLoadFailed?: () => void;
  }
}

createRoot(document.getElementById('root')!, {
  // A lazy part that failed to load (a chunk refused or cut off) reaches here with no boundary to catch it, and
  // React would leave an empty page: show the retry screen instead.
  onUncaughtError: (error) => {
    reportError(error);
    window.mboShowLoadFailed?.();
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
