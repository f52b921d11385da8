import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { AppRoutes } from './routes/app-routes';
import { NavigatorBridge } from './routes/navigator-bridge';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <NavigatorBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
