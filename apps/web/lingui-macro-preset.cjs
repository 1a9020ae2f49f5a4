// A Babel preset holding Lingui's macro plugin, so vite.config.ts can apply it to the files that
// import a macro and leave every other file to Vite's own (Oxc) transform; and, after it, the step
// that keeps each English text in the code, compiled (decision 083).
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/**
 * English is the source language: its texts stay in the module that shows them, already in the
 * compiled form Lingui's catalogs hold (`["Hi ", ["name"]]`), instead of one English catalog that
 * every page would load whole. @lingui/core uses a descriptor's `message` when the active catalog
 * has no entry for its id, so English needs no catalog and the other languages' catalogs win.
 */
function englishInTheCode({ types: t }) {
  const isDescriptor = (node) =>
    node.leadingComments?.some((comment) => comment.value.trim() === 'i18n') &&
    node.properties.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }));
  return {
    name: 'wallart-english-in-the-code',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              if (!isDescriptor(path.node)) return;
              for (const property of path.node.properties) {
                if (t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'message' }) && t.isStringLiteral(property.value)) {
                  property.value = t.valueToNode(compileMessage(property.value.value));
                }
              }
            },
          });
        },
      },
    },
  };
}

module.exports = () => ({
  plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], englishInTheCode],
});
