import { useRouteError } from 'react-router-dom';
import { StatePanel } from '@faithcraft/ui';

/** Last-resort screen when rendering a route throws; the details stay in the console. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="container page-section">
      <StatePanel
        tone="error"
        title="Something went wrong"
        description="This page hit an unexpected problem. Reloading usually fixes it."
        actions={
          <button type="button" className="btn btn--primary btn--md" onClick={() => window.location.reload()}>
            Reload page
          </button>
        }
      />
    </div>
  );
}
