/** Built by src/build/i18n-catalogues.ts from src/i18n/messages/<locale>/<namespace>.json. */
declare module 'virtual:i18n/loaders' {
  type CompiledCatalogue = Record<string, (values?: Record<string, unknown>) => string>;
  type LocaleTable = Record<string, () => Promise<{ default: CompiledCatalogue }>>;
  const loaders: Record<string, () => Promise<{ default: LocaleTable }>>;
  export default loaders;
}
