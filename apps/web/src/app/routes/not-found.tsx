import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '../../components/ui/container';
import { GalleryArt } from '../../components/ui/gallery-art';
import { LinkButton } from '../../components/ui/link-button';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';

export function NotFoundScreen() {
  const { t } = useLingui();
  return (
    <Container className="grid items-center gap-12 py-20 md:grid-cols-[1fr_auto]">
      <div>
        <PageTitle
          eyebrow={t`Error 404`}
          title={t`This wall is still bare`}
          description={t`The page you were looking for does not exist or has moved. Let's get you back to the gallery.`}
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to={paths.home}>
            <Trans>Back to home</Trans>
          </LinkButton>
          <LinkButton to={paths.aiWallGenerator} variant="outline">
            <Trans>Create wall art</Trans>
          </LinkButton>
        </div>
      </div>
      <div className="frame mx-auto hidden w-60 p-3 md:block">
        <GalleryArt variant="dawn" className="aspect-[3/4] w-full" />
      </div>
    </Container>
  );
}
