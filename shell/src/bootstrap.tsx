import '@quizlink/ui/styles.css';
import './layout/layout.css';
import { createRoot } from 'react-dom/client';
import { mfeForPath } from '@quizlink/contracts';
import { App } from './App.tsx';
import { registerServiceWorker } from './install/register-service-worker.ts';
import { loadRemoteRuntime } from './root-config/use-remotes-on-demand.ts';

// single-spa and the Module Federation runtime are not started here: the App loads them the first
// time a remote owns the path (root-config/use-remotes-on-demand.ts), so the shell's own pages stay light.
// When the first page is a remote's, their download starts now, in parallel with the first render.
if (mfeForPath(window.location.pathname)) void loadRemoteRuntime().catch(() => undefined);
const container = document.getElementById('root');
if (!container) throw new Error('QuizLink: #root is missing from index.html');
createRoot(container).render(<App />);
registerServiceWorker();
