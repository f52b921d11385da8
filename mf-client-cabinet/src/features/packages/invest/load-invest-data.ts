import { queryOptions } from '@tanstack/react-query';
import {
  fetchMyPackages,
  packagesKey,
  fetchPackageCatalogue,
  fetchWallet,
  type InvestmentPackage,
  type PartnerPackage,
  type Wallet,
} from 'shared-api';

export interface InvestData {
  /** Cheapest first. */
  catalogue: InvestmentPackage[];
  wallet: Wallet;
  mine: PartnerPackage[];
}

/** What the purchase screen needs, in parallel: the catalogue, the balance, my packages. */
export async function loadInvestData(): Promise<InvestData> {
  const [catalogue, wallet, mine] = await Promise.all([
    fetchPackageCatalogue(),
    fetchWallet(),
    fetchMyPackages(),
  ]);
  const byPrice = (a: InvestmentPackage, b: InvestmentPackage) =>
    BigInt(a.price) < BigInt(b.price) ? -1 : BigInt(a.price) > BigInt(b.price) ? 1 : 0;
  return { catalogue: [...catalogue].sort(byPrice), wallet, mine };
}

/** Under the packages' key: a purchase or an upgrade (they invalidate it) changes all three. */
export const investDataQueryOptions = () =>
  queryOptions({ queryKey: [...packagesKey, 'invest-page'], queryFn: loadInvestData });

/** My active packages that can move up to `target`: business rules allow a more expensive one only. */
export function upgradeSources(mine: readonly PartnerPackage[], target: InvestmentPackage) {
  return mine.filter(
    (p) => p.status === 'active' && BigInt(p.package.price) < BigInt(target.price),
  );
}
