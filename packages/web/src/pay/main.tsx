import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PayApp } from './pay-app.tsx';
import './pay.css';

createRoot(document.getElementById('pay-root')!).render(
  <StrictMode>
    <PayApp />
  </StrictMode>,
);
