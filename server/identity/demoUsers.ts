/** Demo users of the development realm (docs/identity-contract.md): one per role, password `<role>-demo`. */
import { ROLES, type Role } from '../../src/shared/resource/types';

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
