import type { LocaleShape } from 'shared-ui';
import type { operationsEn } from './en';

export const operationsEs: LocaleShape<typeof operationsEn> = {
  transactions: {
    empty: 'Aún no hay transacciones',
    loadFailed: 'No se pudieron cargar las transacciones',
    entries: 'Asientos',
    reversedBy: 'Revertida por #{{id}}',
    reverses: 'Reversión de #{{id}}',
    reverse: 'Revertir',
    reverseTitle: 'Revertir la transacción',
    reverseConfirm: '¿Revertir la transacción #{{id}} de {{amount}}?',
    reverseNote: 'Se registra una transacción inversa; el historial nunca se modifica.',
    reasonHint: 'Por qué se revierte; se guarda en el registro de administradores',
    reversed: 'Transacción revertida',
    notReversible:
      'Las transacciones de este tipo pertenecen a su propio proceso (retiro, paquete) y no se revierten aquí.',
    alreadyReversed: 'Esta transacción ya se ha revertido.',
    cannotReverse:
      'Esta transacción no se puede revertir: ya está revertida o su tipo no admite reversión.',
    insufficientFunds: 'La reversión dejaría la billetera del socio por debajo de cero.',
    columns: {
      id: 'ID',
      date: 'Fecha',
      kind: 'Tipo',
      partner: 'Socio',
      amount: 'Importe',
      currency: 'Moneda',
      memo: 'Nota',
      reversal: 'Reversión',
      naturalKey: 'Clave natural',
      createdBy: 'Creada por',
      actions: 'Acciones',
    },
    entryColumns: {
      id: 'Asiento',
      account: 'Cuenta',
      amount: 'Importe',
    },
    accounts: {
      'deposits-in': 'Entrada de depósitos',
      'withdrawals-pending': 'Retiros pendientes',
      'payouts-out': 'Salida de pagos',
      bonuses: 'Bonos',
      fees: 'Comisiones',
      'admin-adjustments': 'Ajustes de administradores',
    },
  },
  balance: {
    current: 'Billetera actual',
    newBalance: 'Nuevo saldo',
    reserved: 'Reservado para retiros',
    walletHidden: 'Ver billeteras requiere el permiso «Ver socios»: el saldo no se muestra.',
    formTitle: 'Abono o cargo',
    currency: 'Moneda',
    direction: 'Operación',
    directions: {
      credit: 'Abonar',
      debit: 'Cargar',
    },
    amount: 'Importe',
    reasonHint: 'Se guarda en el registro de administradores',
    submit: 'Aplicar',
    confirm: {
      credit: '¿Abonar {{amount}} a {{login}}?',
      debit: '¿Cargar {{amount}} a {{login}}?',
    },
    done: 'Saldo actualizado',
    insufficientFunds: 'La billetera no tiene este importe: un cargo no puede dejarla bajo cero.',
  },
};
