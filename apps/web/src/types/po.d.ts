// Lingui's Vite plugin compiles a PO catalog on import (lib/i18n.ts, decision 080).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
