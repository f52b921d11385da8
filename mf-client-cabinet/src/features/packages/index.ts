export { InvestPackagePage } from './invest/invest-package-page';
export { MyPackagePage } from './my/my-package-page';
