/** Developer and frontend key value lists (API.md §10, §18). */

export const API_KEY_ROLES = ['READ_ONLY', 'DEVELOPER', 'PRODUCTION'] as const;
export type APIKeyRole = (typeof API_KEY_ROLES)[number];
