import type { LocaleShape } from 'shared-ui';
import type { en } from './en';
import { careerDe } from './career/de';
import { chainDe } from './chain/de';
import { depositsDe } from './deposits/de';
import { logsDe } from './logs/de';
import { moneyDe } from './money/de';
import { navigationDe } from './navigation/de';
import { operationsDe } from './operations/de';
import { packagesDe } from './packages/de';
import { partnersDe } from './partners/de';
import { permissionsDe } from './permissions/de';
import { promoDe } from './promo/de';
import { rolesDe } from './roles/de';
import { settingsDe } from './settings/de';
import { statisticsDe } from './statistics/de';
import { supportDe } from './support/de';
import { transfersDe } from './transfers/de';
import { twoFactorDe } from './two-factor/de';
import { usersDe } from './users/de';
import { withdrawalsDe } from './withdrawals/de';

export const de: LocaleShape<typeof en> = {
  groups: {
    users: 'Benutzer',
    access: 'Rollen & Berechtigungen',
    partners: 'Partner',
    packages: 'Pakete',
    transactions: 'Transaktionen',
    logs: 'Protokolle',
    statistics: 'Statistik',
    promo: 'Promo',
    support: 'Support',
    settings: 'Einstellungen',
  },
  routes: {
    usersList: 'Benutzer',
    usersCreate: 'Neuer Benutzer',
    usersEdit: 'Benutzer bearbeiten',
    usersShow: 'Benutzer',
    permissions: 'Berechtigungen',
    roles: 'Rollen',
    rolesCreate: 'Neue Rolle',
    rolesEdit: 'Rolle bearbeiten',
    rolesShow: 'Rolle',
    partners: 'Partner',
    partnersCreate: 'Neuer Partner',
    partnersEdit: 'Partner bearbeiten',
    partnersShow: 'Partner',
    partnersChangeBalance: 'Partnerguthaben ändern',
    packages: 'Pakete',
    packagesCreate: 'Neues Paket',
    packagesEdit: 'Paket bearbeiten',
    packagesShow: 'Paket',
    transactions: 'Alle Transaktionen',
    transactionsShow: 'Transaktion',
    transactionsEdit: 'Transaktion bearbeiten',
    withdrawals: 'Auszahlungen',
    withdrawalsShow: 'Auszahlung',
    withdrawalsEdit: 'Auszahlung bearbeiten',
    deposits: 'Einzahlungen',
    depositsShow: 'Einzahlung',
    depositsEdit: 'Einzahlung bearbeiten',
    transfers: 'Überweisungen',
    transfersShow: 'Überweisung',
    chainTransfers: 'Chain-Zahlungen',
    adminLogs: 'Admin-Protokoll',
    clientLogs: 'Kundenprotokoll',
    partnerLogs: 'Partnerprotokoll',
    statistics: 'Statistik',
    promoPartners: 'Promo-Partner',
    promoRequests: 'Promo-Anfragen',
    promoRequestsShow: 'Promo-Anfrage',
    settingsTwoFa: 'Zwei-Faktor-Authentifizierung',
    settingsFinance: 'Finanzeinstellungen',
    settingsChain: 'Chain-Einzahlungen',
    support: 'Support-Tickets',
    supportShow: 'Support-Ticket',
    settingsSupport: 'Support-Kontakte',
  },
  layout: {
    brand: 'Backoffice',
  },
  forbidden: {
    available: 'Für Sie verfügbare Bereiche',
    none: 'Für Ihr Konto ist kein Bereich freigegeben. Bitten Sie einen Administrator um Zugriff.',
  },
  actions: {
    view: 'Ansehen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    deleteConfirm: '„{{name}}“ löschen? Das lässt sich nicht rückgängig machen.',
  },
  list: {
    total: 'Gesamt: {{total}}',
    emptySearch: 'Keine Treffer zu „{{search}}“',
    emptyFiltered: 'Keine Treffer für diese Filter',
    clearFilters: 'Filter zurücksetzen',
    export: 'Als CSV exportieren',
  },
  record: {
    notFound: 'Dieser Eintrag existiert nicht oder wurde gelöscht',
    loadFailed: 'Der Eintrag konnte nicht geladen werden',
    backToList: 'Zur Liste',
  },
  ...careerDe,
  ...chainDe,
  ...depositsDe,
  ...logsDe,
  ...moneyDe,
  ...navigationDe,
  ...operationsDe,
  ...packagesDe,
  ...partnersDe,
  ...permissionsDe,
  ...promoDe,
  ...rolesDe,
  ...settingsDe,
  ...statisticsDe,
  ...supportDe,
  ...transfersDe,
  ...twoFactorDe,
  ...usersDe,
  ...withdrawalsDe,
};
