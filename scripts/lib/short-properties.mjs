// The design system's custom properties have long public names (`--hci-color-surface-brand`),
// which other teams set to re-theme the library. The apps set none of them from outside, so their
// production builds write each one short (`--h-1x2y`) in the CSS and JS they ship: the same
// styles, fewer bytes on every page. A name's short form comes from the name alone, so the client
// build and the prerendering build agree without sharing state.
import { createHash } from 'node:crypto';

const publicProperty = /--hci-[a-z0-9-]+/g;

/** The short form of a public custom property name. */
export function shortProperty(name) {
  const digest = createHash('sha256').update(name).digest();
  return `--h-${digest.readUInt32BE(0).toString(36).slice(0, 5)}`;
}

/** `code` with every public custom property written short; throws on two names made one. */
export function shortenProperties(code, seen = new Map()) {
  return code.replace(publicProperty, (name) => {
    const short = shortProperty(name);
    const earlier = seen.get(short);
    if (earlier && earlier !== name) {
      throw new Error(`${name} and ${earlier} would both be written ${short}`);
    }
    seen.set(short, name);
    return short;
  });
}

/** The Vite plugin: shortens the names in every CSS, JS and HTML file of a build. */
export function shortPropertiesPlugin() {
  return {
    name: 'hci:short-properties',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const seen = new Map();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = shortenProperties(file.code, seen);
        else if (/\.(css|html|js)$/.test(file.fileName))
          file.source = shortenProperties(
            typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString(),
            seen,
          );
      }
    },
  };
}
