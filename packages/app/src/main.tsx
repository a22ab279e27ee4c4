import '@m/ui/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { changeLanguage, storedLanguage } from './shared/i18n/i18n';

async function start() {
  // Dev-only tools (sim-world param, scenario, dev panel, MSW mode); the production build drops this branch.
  if (import.meta.env.DEV) {
    const { startDevTools } = await import('./dev/dev-tools');
    const proceed = await startDevTools();
    if (!proceed) return;
  }
  // Home's banner list and the settings were asked for by the shell's early start in index.html
  // (app/shell/shell-boot.ts), before this file arrived; the client takes those answers over.
  // the stored language's texts load before the first paint (EN is bundled).
  await changeLanguage(storedLanguage()).catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  // A transition: React renders the first tree in slices, yielding to the browser between them,
  // instead of one task of a few hundred milliseconds on a phone (the page shows its HTML meanwhile).
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
