export { MissionsPage } from './pages/missions-page.tsx';
