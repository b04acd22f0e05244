import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first render as a transition (issue 22): React renders it in slices of a few milliseconds and
// lets the browser in between, instead of one long task a tap would have to wait behind.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Offline play and installing (production builds only).
registerServiceWorker();
