// The design system's custom properties have long public names (`--hci-color-surface-brand`),
// which other teams set to re-theme the library. The apps set none of them from outside, so their
// production builds write each one short (`--h1c`) in the CSS and JS they ship: the same styles,
// fewer bytes on every page. Short names are numbered in the order of the list the apps pass (the
// design system's tokens, walked in their own order), so the client build and the prerendering
// build agree, and names alike but for their last characters compress well together.

const publicProperty = /--hci-[a-z0-9-]+/g;

/** The short name of each public custom property of `names`, in their order. */
export function shortNames(names) {
  return new Map(names.map((name, index) => [name, `--h${index.toString(36)}`]));
}

/** `code` with every public custom property written short; throws on one `short` does not know. */
export function shortenProperties(code, short) {
  return code.replace(publicProperty, (name) => {
    const shortName = short.get(name);
    if (!shortName) {
      throw new Error(
        `${name} is not among the custom properties the apps write short: add it to the list in vite.shared.ts`,
      );
    }
    return shortName;
  });
}

/** The Vite plugin: shortens the names of `names` in every CSS, JS and HTML file of a build. */
export function shortPropertiesPlugin(names) {
  const short = shortNames(names);
  return {
    name: 'hci:short-properties',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = shortenProperties(file.code, short);
        else if (/\.(css|html|js)$/.test(file.fileName))
          file.source = shortenProperties(
            typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString(),
            short,
          );
      }
    },
  };
}
