// The public surface of the UI kit. Radix and lucide are imported per component/icon inside the
// modules below, so an app's bundle only carries what its routes use.
export { ApiError, apiRequest, sendRequest } from './data/api';
export { createApolloClient } from './data/apollo';
export { graphQLErrorCode, isUnauthorizedError, messageFromError } from './data/errors';
export { AuthGate, ConnectionFailed } from './auth/AuthGate';
export {
  isAdmin,
  MeQueryDocument,
  useCurrentUser,
  type CurrentUser,
  type CurrentUserState,
} from './auth/useCurrentUser';
export { Button, ButtonLink, buttonClassName, type ButtonSize, type ButtonVariant } from './components/Button';
export { PageSpinner, Spinner } from './components/Spinner';
export { StatePanel } from './components/StatePanel';
export { StrokeIcon } from './components/StrokeIcon';
export {
  carryToastToNextPage,
  ToastProvider,
  toastShown,
  useToast,
  type ToastOptions,
  type ToastVariant,
} from './feedback/Toast';
export { Tooltip, TooltipProvider } from './feedback/Tooltip';
export * from './feedback/constants';
export { AlertDialog } from './overlays/AlertDialog';
export { Dialog } from './overlays/Dialog';
export { AppProviders } from './AppProviders';
export { Tabs, type TabItem } from './components/Tabs';
export { Menu, MenuItem, MenuSeparator } from './overlays/Menu';
export { TextField } from './forms/TextField';
export { useZodForm } from './forms/useZodForm';
export { mountApp } from './mountApp';
export { Select, type SelectOption } from './forms/Select';
export { SelectField } from './forms/SelectField';
export { TextAreaField } from './forms/TextAreaField';
