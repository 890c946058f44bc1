// The end-to-end runs' screenshots are for a person to look at (git-ignored). A CI run has nobody
// to look at them, so it takes none unless asked with E2E_SCREENSHOTS=1: the pictures that are
// compared with baselines are the stories', not these.
export const takeScreenshots = process.env.CI !== 'true' || process.env.E2E_SCREENSHOTS === '1';
