/** What a visitor reads when the app's own code is missing or broken (main.tsx and AppFailure). */
export const APP_FAILURE_TEXT = 'WallArt Studio could not load. Check your connection and reload the page.';
