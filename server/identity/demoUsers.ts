/** Demo users of the development realm (docs/identity-contract.md): one per role, password `<role>-demo`. */
export const ROLES = ['admin', 'dispatcher', 'planner', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export interface DemoUser {
  username: Role;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  language: 'de' | 'it';
}

const NAMES: Record<Role, [string, string]> = {
  admin: ['Anna', 'Admin'],
  dispatcher: ['Dario', 'Disponent'],
  planner: ['Paula', 'Planer'],
  viewer: ['Valentin', 'Betrachter'],
};

export const DEMO_USERS: DemoUser[] = ROLES.map((role) => ({
  username: role,
  password: `${role}-demo`,
  firstName: NAMES[role][0],
  lastName: NAMES[role][1],
  email: `${role}@leitstelle.example`,
  roles: [role],
  language: 'de',
}));

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
