import { App } from 'antd';
import { useState } from 'react';
import { placeBasketPartner, type BasketEntry, type BinarySide } from 'shared-api';
import { useCabinetT } from '../../../i18n';

/**
 * Placing a basket partner into a leg: a confirmation (placement is final), the request, then
 * "placed". A refusal (409 NOT_IN_BINARY, 409 INVALID_STATE: placed meanwhile) is kept in `error`
 * for the alert above the basket; either way the basket is reloaded, since it has changed.
 */
export function usePlacePartner(onChanged: () => void) {
  const { t } = useCabinetT();
  const { modal, message } = App.useApp();
  const [error, setError] = useState<unknown>(null);

  const place = async (entry: BasketEntry, side: BinarySide) => {
    setError(null);
    try {
      await placeBasketPartner(entry.partnerId, side);
      void message.success(t(`binary.basket.placed.${side}`, { login: entry.login }));
    } catch (failure: unknown) {
      setError(failure);
    }
    onChanged();
  };

  const confirm = (entry: BasketEntry, side: BinarySide) =>
    modal.confirm({
      title: t(`binary.basket.confirm.${side}`, { login: entry.login }),
      content: t('binary.basket.confirm.text'),
      okText: t(`binary.basket.${side}`),
      cancelText: t('actions.cancel', { ns: 'common' }),
      onOk: () => place(entry, side),
    });

  return { confirm, error };
}
