import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { i18n } from '../shared/i18n/i18n';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Providers every screen needs (i18n); the router comes from main (browser) or a test/story (memory). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
