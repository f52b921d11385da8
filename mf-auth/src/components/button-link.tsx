import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

type Props = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: string };

/** A link that looks like a button: a real `<a href>` (open in a new tab works), routed in-app. */
export function ButtonLink({ to, ...props }: Props) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
