// The package's own module file, which registrable-domain.test.ts imports past the build's alias of
// `tldts` (vite.config.ts): its types are the package's.
declare module 'tldts/dist/es6/index.js' {
  export * from 'tldts';
}
