/** node-forge's per-file entry (the typed default export is the same `forge` object). */
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge';
  export default forge;
}
