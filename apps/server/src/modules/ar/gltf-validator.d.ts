/** The part of Khronos' glTF-Validator (npm `gltf-validator`, no types of its own) the AR tests use. */
declare module 'gltf-validator' {
  interface ValidationReport {
    issues: { numErrors: number; numWarnings: number; messages: { code: string; message: string; severity: number; pointer?: string }[] };
  }
  const validator: {
    validateBytes(data: Uint8Array, options?: { maxIssues?: number; uri?: string }): Promise<ValidationReport>;
  };
  export default validator;
}
