import { Navigate, useLocation } from 'react-router';

/** /purchase ("buy now"): the confirmation page does it with ?skuId=&quantity=, so it is sent there as is. */
export function Component() {
  const { search } = useLocation();
  return <Navigate to={`/order${search}`} replace />;
}
