import type { LocaleShape } from 'shared-ui';
import type { usersEn } from './en';

export const usersDe: LocaleShape<typeof usersEn> = {
  users: {
    searchPlaceholder: 'Nach Login, Name oder E-Mail suchen',
    create: 'Neuer Benutzer',
    empty: 'Noch keine Benutzer',
    loadFailed: 'Die Benutzer konnten nicht geladen werden',
    noRoles: 'Keine Rollen',
    roleFilter: 'Rolle',
    password: 'Passwort',
    passwordKeep: 'Leer lassen, um das aktuelle Passwort zu behalten',
    rolesPlaceholder: 'Rollen wählen',
    saved: 'Benutzer gespeichert',
    columns: {
      id: 'ID',
      login: 'Login',
      name: 'Name',
      email: 'E-Mail',
      roles: 'Rollen',
      createdAt: 'Erstellt',
      actions: 'Aktionen',
    },
  },
};
