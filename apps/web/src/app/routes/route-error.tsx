import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { GalleryArt } from '../../components/ui/gallery-art';
import { LinkButton } from '../../components/ui/link-button';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';

/**
 * Shown inside the site frame in place of a page that failed (app/route-error-boundary.tsx). The
 * last line of defence for a failed route: most often a screen's code that could not be
 * loaded because a new version was deployed meanwhile, which a reload fixes.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const detail = isChunkLoadError(error) ? t`Page code could not load` : null;
  return (
    <Container className="grid items-center gap-12 py-20 md:grid-cols-[1fr_auto]">
      <div>
        <PageTitle
          eyebrow={detail ?? t`Unexpected error`}
          title={t`Something went wrong`}
          description={t`This page could not be shown. Reload to fetch the latest version of the site, or go back to the home page.`}
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload page</Trans>
          </Button>
          <LinkButton to={paths.home} variant="outline">
            <Trans>Home page</Trans>
          </LinkButton>
        </div>
      </div>
      <div className="frame mx-auto hidden w-60 p-3 md:block">
        <GalleryArt className="aspect-[3/4] w-full" />
      </div>
    </Container>
  );
}

/** What browsers throw when a dynamic import fails (Chromium, Firefox and Safari word it differently). */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|module script|importing a module/i.test(error.message);
}
