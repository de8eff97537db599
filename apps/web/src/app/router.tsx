import { setNavigator } from '../lib/navigation.ts';
import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);
setNavigator((to) => router.navigate(to));
