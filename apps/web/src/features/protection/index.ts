export { RealityCheck } from './components/reality-check.tsx';
export { ResponsibleGamingPage } from './pages/responsible-gaming-page.tsx';
