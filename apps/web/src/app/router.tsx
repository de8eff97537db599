import { setNavigator } from '../lib/navigation.ts';
import { createBrowserRouter } from 'react-router';
import { seedBootData } from './boot-data.ts';
import { routes } from './routes.tsx';

/**
 * Seeds the first screen's data, then creates the router, which starts its first loaders (the permission
 * call of the root route) and the first page's chunk. Called by main.tsx in a task of its own: done at
 * module evaluation, it made the app chunk's evaluation one ~300 ms task on a 4x-slowed phone CPU.
 */
export function createAppRouter() {
  seedBootData();
  const router = createBrowserRouter(routes);
  setNavigator((to) => router.navigate(to));
  return router;
}
