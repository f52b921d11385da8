import { App } from 'antd';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  binaryKey,
  placeBasketPartnerMutationOptions,
  type BasketEntry,
  type BinarySide,
} from 'shared-api';
import { useCabinetT } from '../../../i18n';

/**
 * Placing a basket partner into a leg: a confirmation (placement is final), the request, then
 * "placed". A refusal (409 NOT_IN_BINARY, 409 INVALID_STATE: placed meanwhile) is kept in `error`
 * for the alert above the basket; either way the basket is reloaded, since it has changed.
 */
export function usePlacePartner() {
  const { t } = useCabinetT();
  const { modal, message } = App.useApp();
  const [error, setError] = useState<unknown>(null);
  const client = useQueryClient();
  const placement = useMutation(placeBasketPartnerMutationOptions());

  const place = async (entry: BasketEntry, side: BinarySide) => {
    setError(null);
    try {
      await placement.mutateAsync({ partnerId: entry.partnerId, side });
      void message.success(t(`binary.basket.placed.${side}`, { login: entry.login }));
    } catch (failure: unknown) {
      setError(failure);
      // Refused: someone placed the partner meanwhile, so the basket has changed anyway.
      void client.invalidateQueries({ queryKey: binaryKey });
    }
  };

  // The dialog's handle is thenable; the caller needs nothing back.
  const confirm = (entry: BasketEntry, side: BinarySide): void => {
    void modal.confirm({
      title: t(`binary.basket.confirm.${side}`, { login: entry.login }),
      content: t('binary.basket.confirm.text'),
      okText: t(`binary.basket.${side}`),
      cancelText: t('actions.cancel', { ns: 'common' }),
      onOk: () => place(entry, side),
    });
  };

  return { confirm, error };
}
