/** Built by src/build/i18n-catalogues.ts from src/i18n/messages/<locale>/<namespace>.json. */
declare module 'virtual:i18n/loaders' {
  type CompiledCatalogue = Record<string, (values?: Record<string, unknown>) => string>;
  const loaders: Record<string, Record<string, () => Promise<{ default: CompiledCatalogue }>>>;
  export default loaders;
}
