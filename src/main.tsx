// Entry: theme, translations (synchronous, before the first render), then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/styles/global.css';
import './ui/i18n';
import { App } from './ui/app/App';

const root = document.getElementById('root');
if (!root) throw new Error('Trick Table: #root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
