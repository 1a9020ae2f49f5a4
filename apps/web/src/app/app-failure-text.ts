/** What a visitor reads when the app's own code never arrived (main.tsx: no catalog can load then, so English). AppFailure shows the same text through Lingui. */
export const APP_FAILURE_TEXT = 'WallArt Studio could not load. Check your connection and reload the page.';
