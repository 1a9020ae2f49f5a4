/** Made by the wallart:face-models plugin in vite.config.ts. */
declare module 'virtual:face-models' {
  /** The same-origin folder of the face tab's model weights, ending in '/'. */
  export const FACE_MODELS_URL: string;
  export const FACE_MODEL_FILES: readonly string[];
}
