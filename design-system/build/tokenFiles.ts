// Writes `tokens.css` and `tokens.json` (see src/tokens/tokenDocuments.ts) beside the library, for
// consumers who theme with plain CSS or feed the tokens to design tools.
import type { Plugin } from 'vite';
import { tokensCss, tokensJson } from '../src/tokens/tokenDocuments.ts';

export function tokenFiles(): Plugin {
  return {
    name: 'hci:token-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'tokens.css', source: tokensCss() });
      this.emitFile({ type: 'asset', fileName: 'tokens.json', source: tokensJson() });
    },
  };
}
