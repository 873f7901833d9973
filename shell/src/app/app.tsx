import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from './toast-provider';
import { router } from './router';

export function App() {
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}
