import { Trans, useLingui } from '@lingui/react/macro';
import { AR_SAMPLE_ARTWORK, arCanvasInches, frameStyleOfArFrame } from '@wallart/shared';
import { useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { finishMessages, FRAME_WORDS, readArChoice } from './ar-link';
import { ArView } from './ar-view';

/**
 * /ar?artwork=…&size=…&frame=… (docs/product/ar.md): the framed canvas in 3D at its true size, to
 * hang on the real wall through the phone's camera. Not prerendered: everything on it depends on
 * the query.
 */
export function ArScreen() {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  const choice = readArChoice(search);
  if (!choice) {
    return (
      <Container className="py-16">
        <PageTitle
          eyebrow={t`AR view`}
          title={t`This AR link is incomplete`}
          description={t`It needs an artwork and one of the shop's canvas sizes (24x36, 36x48 or 48x72) and frames (modern, classic, floating or none); an art style or texture, when it has one, must be one of the shop's too. Choose them in the visualizer and open the AR view from there.`}
        />
        <div className="mt-8">
          <LinkButton to={paths.aiWallGenerator} state={{ tab: 'wall' }}>
            <Trans>Open the visualizer</Trans>
          </LinkButton>
        </div>
      </Container>
    );
  }
  const canvas = arCanvasInches(choice.size);
  const frame = frameStyleOfArFrame(choice.frame);
  const sample = choice.artwork === AR_SAMPLE_ARTWORK;
  const title = sample ? t`the sample artwork` : t`your artwork`;
  const what = sample ? t`The sample artwork` : t`Your artwork`;
  const { width, height } = canvas;
  const finishes = finishMessages(choice)
    .map((words) => `, ${i18n._(words)}`)
    .join('');
  const framed = frame === 'None' ? '' : i18n._(FRAME_WORDS[frame]);
  const description =
    frame === 'None'
      ? t`${what} as a ${width} × ${height} in canvas without a frame${finishes}, at its true size.`
      : t`${what} as a ${width} × ${height} in canvas, ${framed}${finishes}, at its true size.`;
  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <PageTitle
        eyebrow={t`AR view`}
        title={t`See it on your wall`}
        description={
          <>
            {description}
            {sample && <> {t`Make your own in the studio and view it here the same way.`}</>}
          </>
        }
      />
      <ArView key={`${choice.artwork}:${choice.size}:${choice.frame}:${choice.style ?? ''}:${choice.texture ?? ''}`} choice={choice} title={title} />
    </Container>
  );
}
