import { setNavigator } from '../lib/navigation.ts';
import { createBrowserRouter } from 'react-router';
import { seedBootData } from './boot-data.ts';
import { routes } from './routes.tsx';

// Before the router starts its first loaders (the permission call of the root route).
seedBootData();
export const router = createBrowserRouter(routes);
setNavigator((to) => router.navigate(to));
