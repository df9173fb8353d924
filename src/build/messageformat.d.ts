/** The package's entry file re-exports lib/compile-module, whose types it does not point to. */
declare module '@messageformat/core/compile-module.js' {
  import compileModule from '@messageformat/core/lib/compile-module';
  export default compileModule;
}
