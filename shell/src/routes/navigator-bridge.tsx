import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from 'shared-api/public';

/** Lets shared-api send the user to a named route (spec §8) through the router, without a reload. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path, { replace: true }));
  }, [navigate]);
  return null;
}
