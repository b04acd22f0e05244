// The floor for issue 22's side-by-side measurements: a minimal React 19 page (a heading, a
// paragraph, a button), built by Vite and served the way the app serves its files
// (bench/hello-server.ts). The home screen is measured against it, never against absolute numbers.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Hello() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Hello, world</h1>
      <p>A React 19 page built by Vite, for comparison.</p>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Pressed {count} times
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Hello />
  </StrictMode>,
);
