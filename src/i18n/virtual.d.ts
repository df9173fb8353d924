/** Built by src/build/i18n-catalogues.ts from src/i18n/messages/<locale>/<namespace>.json. */
declare module 'virtual:i18n/loaders' {
  type CompiledCatalogue = Record<string, (values?: Record<string, unknown>) => string>;
  /** `start`: the first screens' namespaces, compiled in; `later`: the others, loaded on demand. */
  interface LocaleTable {
    start: Record<string, CompiledCatalogue>;
    later: Record<string, () => Promise<{ default: CompiledCatalogue }>>;
  }
  const loaders: Record<string, () => Promise<LocaleTable>>;
  export default loaders;
}
