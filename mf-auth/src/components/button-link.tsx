import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { ButtonAnchor } from 'shared-ui/public';

type Props = Omit<ComponentProps<typeof ButtonAnchor>, 'href' | 'onClick'> & { to: string };

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
  return <ButtonAnchor {...props} href={href} onClick={onClick} />;
}
