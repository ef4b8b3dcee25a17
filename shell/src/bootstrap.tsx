import '@quizlink/ui/styles.css';
import './layout/layout.css';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { registerServiceWorker } from './install/register-service-worker.ts';
import { remoteForPath } from './root-config/remote-registry.ts';
import { loadRemoteRuntime } from './root-config/use-remotes-on-demand.ts';

// single-spa and the Module Federation runtime are not started here: the App loads them the first
// time a remote owns the path (root-config/use-remotes-on-demand.ts), so the shell's own pages stay light.
// When the first page is a remote's (the gateway's registry in the page says so), their download starts now, in parallel with the first render.
if (remoteForPath(window.location.pathname)) void loadRemoteRuntime().catch(() => undefined);
const container = document.getElementById('root');
if (!container) throw new Error('QuizLink: #root is missing from index.html');
createRoot(container).render(<App />);
registerServiceWorker();
