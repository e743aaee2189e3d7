import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { AlertQueue } from './shell/alert-queue';

/** /console/*: the staff console's root. None of the shop's shell (header, cookie banner, chat): only the alert queue. */
export function ConsoleRoot() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, opts) => void navigate(to, opts)), [navigate]);
  return (
    <>
      <Outlet />
      <AlertQueue />
    </>
  );
}
