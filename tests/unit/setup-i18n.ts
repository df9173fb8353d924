import { loadLaterNamespaces, startLocale } from '../../src/i18n';

// Components read their sentences at render: the English catalogues are loaded before each file.
await startLocale('en');
await loadLaterNamespaces();
