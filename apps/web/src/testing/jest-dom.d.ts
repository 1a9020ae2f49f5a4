// Brings the jest-dom matchers (toBeInTheDocument...) into the type of Vitest's expect for the
// tests under src; vitest.setup.ts registers them at run time.
import '@testing-library/jest-dom/vitest';
