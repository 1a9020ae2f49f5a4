// A Babel preset holding only Lingui's macro plugin, so vite.config.ts can apply it to the files
// that import a macro and leave every other file to Vite's own (Oxc) transform.
module.exports = () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] });
