import type { LocaleShape } from 'shared-ui';
import type { partnersEn } from './en';

export const partnersEs: LocaleShape<typeof partnersEn> = {
  invite: {
    title: 'Registrar un nuevo socio',
    hint: 'El socio se une a su estructura y recibe un correo con un enlace para establecer la contraseña.',
    inactive: 'Compre un paquete de inversión para registrar socios.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    login: 'Usuario',
    phone: 'Teléfono',
    phoneHint: 'Formato internacional, p. ej. +34 612 345 678',
    submit: 'Registrar',
    done: 'Registrado',
  },
  partners: {
    lineN: 'Línea {{line}}',
    active: 'Activo',
    inactive: 'Inactivo',
    activeHint: 'Socios activos de su estructura, hasta la 6.ª línea.',
    deactivatedHint:
      'Socios de su estructura sin un paquete activo: no reciben bonos hasta que compren uno.',
    columns: {
      partner: 'Socio',
      code: 'Código de socio',
      line: 'Línea',
      status: 'Estado',
      career: 'Estado de carrera',
      volume: 'Volumen',
      sponsor: 'Patrocinador',
      registered: 'Registrado',
    },
    filters: { line: 'Línea', allLines: 'Todas las líneas', search: 'Buscar por usuario o nombre' },
    total: '{{total}} socios',
    empty: 'Aún no hay socios activos',
    emptyDeactivated: 'No hay socios desactivados',
    emptyFiltered: 'Ningún socio coincide con los filtros',
    clear: 'Borrar los filtros',
    loadFailed: 'No se pudieron cargar los socios',
  },
};
