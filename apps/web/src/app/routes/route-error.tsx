import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { FocusLayout } from '../../components/layout/focus-layout';
import { LinkButton } from '../../components/ui/link-button';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';

/**
 * The last line of defence for a failed route: most often a screen's code that could not be
 * loaded because a new version was deployed meanwhile, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main-content" className="flex-1">
      <FocusLayout>
        <PageTitle
          eyebrow={detail ?? 'Unexpected error'}
          title="Something went wrong"
          description="This page could not be shown. Reload to fetch the latest version of the site, or go back to the home page."
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <LinkButton to={paths.home} variant="outline">
            Home page
          </LinkButton>
        </div>
      </FocusLayout>
    </main>
  );
}
