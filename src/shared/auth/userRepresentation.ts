/**
 * Keycloak's UserRepresentation as the user administration reads it (admin REST API
 * `/admin/realms/{realm}/users`), plus `realmRoles`, the development realm's addition so that a
 * list needs no call per user. The development provider answers it (server/identity/routes/admin.ts);
 * the page (src/custom/users) reads it from that provider or a real Keycloak, which may leave the
 * optional fields out.
 */
export interface UserRepresentation {
  id: string;
  username: string;
  enabled: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  emailVerified?: boolean;
  createdTimestamp?: number;
  attributes?: { language?: string[] };
  realmRoles?: string[];
  requiredActions?: string[];
  totp?: boolean;
}
