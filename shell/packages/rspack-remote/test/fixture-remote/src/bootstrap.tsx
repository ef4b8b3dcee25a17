import { createRoot } from 'react-dom/client';
import { Fixture } from './fixture.tsx';

const container = document.getElementById('root');
if (container) createRoot(container).render(<Fixture />);
