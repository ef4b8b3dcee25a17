import '@quizlink/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { Root } from './root.tsx';

// Standalone run (`npm run dev -w @quizlink/mfe-autodraft`): the remote's router on a page of its own, without the
// shell's header, footer or toasts. Inside the shell, single-spa mounts ./spa instead.
const container = document.getElementById('root');
if (!container) throw new Error('mfe_autodraft: #root is missing from index.html');
createRoot(container).render(<Root />);
