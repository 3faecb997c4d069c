import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { hasPrerenderedScreen } from './app/prerender/prerendered';
import { firstScreenReady } from './app/prerender/first-screen-ready';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A page that arrived showing its screen keeps it until the app can show the same screen in one step,
// instead of a loading spinner in between.
if (hasPrerenderedScreen(container)) void firstScreenReady().then(render);
else render();
