import type { LocaleShape } from 'shared-ui';
import type { rolesEn } from './en';

export const rolesDe: LocaleShape<typeof rolesEn> = {
  roles: {
    searchPlaceholder: 'Nach Name suchen',
    create: 'Neue Rolle',
    empty: 'Noch keine Rollen',
    loadFailed: 'Die Rollen konnten nicht geladen werden',
    saved: 'Rolle gespeichert',
    selectAll: 'Alle auswählen',
    selectAllOf: 'Alle auswählen: {{group}}',
    noPermissions: 'Keine Berechtigungen',
    columns: {
      id: 'ID',
      name: 'Name',
      permissions: 'Berechtigungen',
      userCount: 'Benutzer',
      createdAt: 'Erstellt',
      actions: 'Aktionen',
    },
  },
};
