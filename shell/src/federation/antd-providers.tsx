import type { ReactNode } from 'react';
// The root entry, with antd: this module is loaded lazily, for the signed-in remotes only.
import { AntdProviders } from 'shared-ui';

/** antd's theme, locale and App around a signed-in remote (remote-outlet.tsx loads this lazily). */
export default function SignedInProviders({ children }: { children: ReactNode }) {
  return <AntdProviders>{children}</AntdProviders>;
}
