import type { LocaleShape } from 'shared-ui';
import type { en } from './en';
import { careerEs } from './career/es';
import { chainEs } from './chain/es';
import { depositsEs } from './deposits/es';
import { logsEs } from './logs/es';
import { moneyEs } from './money/es';
import { navigationEs } from './navigation/es';
import { operationsEs } from './operations/es';
import { packagesEs } from './packages/es';
import { partnersEs } from './partners/es';
import { permissionsEs } from './permissions/es';
import { promoEs } from './promo/es';
import { rolesEs } from './roles/es';
import { settingsEs } from './settings/es';
import { statisticsEs } from './statistics/es';
import { supportEs } from './support/es';
import { transfersEs } from './transfers/es';
import { twoFactorEs } from './two-factor/es';
import { usersEs } from './users/es';
import { withdrawalsEs } from './withdrawals/es';

export const es: LocaleShape<typeof en> = {
  groups: {
    users: 'Usuarios',
    access: 'Roles y permisos',
    partners: 'Socios',
    packages: 'Paquetes',
    transactions: 'Transacciones',
    logs: 'Registros',
    statistics: 'Estadísticas',
    promo: 'Promoción',
    support: 'Soporte',
    settings: 'Ajustes',
  },
  routes: {
    usersList: 'Usuarios',
    usersCreate: 'Nuevo usuario',
    usersEdit: 'Editar usuario',
    usersShow: 'Usuario',
    permissions: 'Permisos',
    roles: 'Roles',
    rolesCreate: 'Nuevo rol',
    rolesEdit: 'Editar rol',
    rolesShow: 'Rol',
    partners: 'Socios',
    partnersCreate: 'Nuevo socio',
    partnersEdit: 'Editar socio',
    partnersShow: 'Socio',
    partnersChangeBalance: 'Cambiar el saldo del socio',
    packages: 'Paquetes',
    packagesCreate: 'Nuevo paquete',
    packagesEdit: 'Editar paquete',
    packagesShow: 'Paquete',
    transactions: 'Todas las transacciones',
    transactionsShow: 'Transacción',
    transactionsEdit: 'Editar transacción',
    withdrawals: 'Retiros',
    withdrawalsShow: 'Retiro',
    withdrawalsEdit: 'Editar retiro',
    deposits: 'Depósitos',
    depositsShow: 'Depósito',
    depositsEdit: 'Editar depósito',
    transfers: 'Transferencias',
    transfersShow: 'Transferencia',
    chainTransfers: 'Pagos de la red',
    adminLogs: 'Registro de administradores',
    clientLogs: 'Registro de clientes',
    partnerLogs: 'Registro de socios',
    statistics: 'Estadísticas',
    promoPartners: 'Socios de la promoción',
    promoRequests: 'Solicitudes de la promoción',
    promoRequestsShow: 'Solicitud de la promoción',
    settingsTwoFa: 'Autenticación de dos factores',
    settingsFinance: 'Ajustes financieros',
    settingsChain: 'Depósitos desde la red',
    support: 'Tickets de soporte',
    supportShow: 'Ticket de soporte',
    settingsSupport: 'Contactos de soporte',
  },
  layout: {
    brand: 'Back-office',
  },
  forbidden: {
    available: 'Secciones disponibles para usted',
    none: 'Su cuenta no tiene acceso a ninguna sección. Pida acceso a un administrador.',
  },
  actions: {
    view: 'Ver',
    edit: 'Editar',
    delete: 'Eliminar',
    deleteConfirm: '¿Eliminar «{{name}}»? No se puede deshacer.',
  },
  list: {
    total: 'Total: {{total}}',
    emptySearch: 'Nada coincide con «{{search}}»',
    emptyFiltered: 'Nada coincide con los filtros',
    clearFilters: 'Quitar los filtros',
    export: 'Exportar a CSV',
  },
  record: {
    notFound: 'Este registro no existe o ha sido eliminado',
    loadFailed: 'No se pudo cargar el registro',
    backToList: 'Volver a la lista',
  },
  ...careerEs,
  ...chainEs,
  ...depositsEs,
  ...logsEs,
  ...moneyEs,
  ...navigationEs,
  ...operationsEs,
  ...packagesEs,
  ...partnersEs,
  ...permissionsEs,
  ...promoEs,
  ...rolesEs,
  ...settingsEs,
  ...statisticsEs,
  ...supportEs,
  ...transfersEs,
  ...twoFactorEs,
  ...usersEs,
  ...withdrawalsEs,
};
