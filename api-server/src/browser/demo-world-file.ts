// Where a page finds the demo world's data directory: beside itself, at
// `${import.meta.env.BASE_URL}${demoWorldFileName}`, served by `demoDataDirPlugin`.
export const demoWorldFileName = 'demo-world.tar.gz';
