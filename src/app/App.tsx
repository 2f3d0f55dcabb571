import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ErrorToast } from '@/components/feedback/ErrorToast';
import type { AppStore } from './store';
import { theme } from './theme/theme';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
        <ErrorToast />
      </ThemeProvider>
    </Provider>
  );
}
