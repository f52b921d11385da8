import type { LocaleShape } from 'shared-ui';
import type { usersEn } from './en';

export const usersEs: LocaleShape<typeof usersEn> = {
  users: {
    searchPlaceholder: 'Buscar por usuario, nombre o correo',
    create: 'Nuevo usuario',
    empty: 'Aún no hay usuarios',
    loadFailed: 'No se pudieron cargar los usuarios',
    noRoles: 'Sin roles',
    roleFilter: 'Rol',
    password: 'Contraseña',
    passwordKeep: 'Déjela vacía para conservar la contraseña actual',
    rolesPlaceholder: 'Elija roles',
    saved: 'Usuario guardado',
    columns: {
      id: 'ID',
      login: 'Usuario',
      name: 'Nombre',
      email: 'Correo',
      roles: 'Roles',
      createdAt: 'Creado',
      actions: 'Acciones',
    },
  },
};
