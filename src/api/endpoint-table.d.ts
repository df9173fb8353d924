/**
 * Built by src/build/endpoint-table.ts: one group of the contract's `clientRoutes`, projected to
 * plain data (what the executor reads). src/api/endpoints types each group by its routes.
 */
declare module 'virtual:endpoint-table/*' {
  const table: unknown;
  export default table;
}
