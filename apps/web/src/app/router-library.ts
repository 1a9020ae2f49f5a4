/**
 * React Router, for src/main.tsx to evaluate in a task of its own before the app (decision 058):
 * importing this module runs the library's chunk (vite.config.ts, group `router`); the app's own
 * imports of it then cost nothing. One name is enough: the chunk holds what the app uses.
 */
export { BrowserRouter } from 'react-router';
