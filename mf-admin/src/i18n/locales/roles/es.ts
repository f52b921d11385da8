import type { LocaleShape } from 'shared-ui';
import type { rolesEn } from './en';

export const rolesEs: LocaleShape<typeof rolesEn> = {
  roles: {
    searchPlaceholder: 'Buscar por nombre',
    create: 'Nuevo rol',
    empty: 'Aún no hay roles',
    loadFailed: 'No se pudieron cargar los roles',
    saved: 'Rol guardado',
    selectAll: 'Seleccionar todo',
    selectAllOf: 'Seleccionar todo: {{group}}',
    noPermissions: 'Sin permisos',
    columns: {
      id: 'ID',
      name: 'Nombre',
      permissions: 'Permisos',
      userCount: 'Usuarios',
      createdAt: 'Creado',
      actions: 'Acciones',
    },
  },
};
