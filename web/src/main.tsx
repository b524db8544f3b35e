import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/global.css';
import './styles/accounts.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// The first render as a transition: React renders in slices and yields to the browser between
// them instead of blocking the main thread for the whole page (Lighthouse: total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
