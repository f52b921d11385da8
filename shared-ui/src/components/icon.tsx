import type { ComponentType, CSSProperties } from 'react';

/** What an @ant-design/icons component accepts of what `<Icon>` passes on. */
export type IconComponent = ComponentType<{ className?: string; style?: CSSProperties }>;

export interface IconProps<Name extends string> {
  name: Name;
  className?: string;
  style?: CSSProperties;
}

/**
 * An `<Icon name>` component over a table of @ant-design/icons: each app keeps only its own names
 * (`createIcon({ user: UserOutlined, ... })`). The icon is decorative: the control beside it
 * carries the accessible name.
 */
export function createIcon<Name extends string>(icons: Record<Name, IconComponent>) {
  function Icon({ name, className, style }: IconProps<Name>) {
    const Component: IconComponent = icons[name];
    return <Component aria-hidden className={className} style={style} data-icon={name} />;
  }
  return Icon;
}
