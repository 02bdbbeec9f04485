import { useLocation, useNavigate } from "react-router";
import { toast } from "./toast";

/**
 * Product §4: a guest who tries a signed-in action gets the error toast and goes to /login, which brings
 * them back to this page afterwards.
 */
export function useSendToLogin(): (message: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (message) => {
    toast.error(message);
    navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
  };
}
