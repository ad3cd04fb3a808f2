/** The account feature's face (ADR 034): its screens, and the panel the subscription invitation shares. */
export { AuthFooterLink } from './components/AuthFields.tsx';
export { AuthPanel } from './components/AuthPanel.tsx';
export { authPages } from './routes.ts';
