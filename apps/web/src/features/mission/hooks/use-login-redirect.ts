import { useLocation, useNavigate } from 'react-router';
import { loginPathWithReturn, paths } from '../../../lib/paths';

/** Opens the volunteer login, which brings the person back to this page afterwards. */
export function useLoginRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () =>
    navigate(loginPathWithReturn(paths.volunteerLogin, location.pathname + location.search));
}
