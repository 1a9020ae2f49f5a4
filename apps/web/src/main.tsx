import { createRoot } from 'react-dom/client';
import { App, whenFirstViewReady } from './app/app';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// `/` arrives with its first view prerendered (dist/home.html): mount when the app can show the
// same view at once, so the page never flashes a loading screen in between.
if (container.querySelector('[data-prerendered]')) void whenFirstViewReady().then(() => root.render(<App />));
else root.render(<App />);
