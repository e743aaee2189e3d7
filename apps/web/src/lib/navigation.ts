// Lets non-React code (the HTTP client's 401 handling) navigate with the app's router.
type Navigate = (to: string, opts?: { replace?: boolean }) => void;
let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate) {
  navigator = fn;
}
export function navigate(to: string, opts?: { replace?: boolean }) {
  navigator(to, opts);
}
