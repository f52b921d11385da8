import { queryOptions } from '@tanstack/react-query';
import { binaryKey, fetchBinaryBasket, type Basket } from 'shared-api';

export interface LoadedBasket {
  basket: Basket;
  /** Server clock minus the device clock: countdowns run on the server's time. */
  offsetMs: number;
}

/** GET …/binary/basket, with the clock offset measured on its `now`. */
export async function loadBasket(): Promise<LoadedBasket> {
  const basket = await fetchBinaryBasket();
  return { basket, offsetMs: Date.parse(basket.now) - Date.now() };
}

/** Under the binary key: a placement (it invalidates the key) changes the basket. */
export const timedBasketQueryOptions = () =>
  queryOptions({ queryKey: [...binaryKey, 'timed-basket'], queryFn: loadBasket });
