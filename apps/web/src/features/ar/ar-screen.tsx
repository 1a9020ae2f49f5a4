import { AR_SAMPLE_ARTWORK, arCanvasInches, frameStyleOfArFrame } from '@wallart/shared';
import { useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { finishWords, readArChoice } from './ar-link';
import { ArView } from './ar-view';

/**
 * /ar?artwork=…&size=…&frame=… (docs/product/ar.md): the framed canvas in 3D at its true size, to
 * hang on the real wall through the phone's camera. Not prerendered: everything on it depends on
 * the query.
 */
export function ArScreen() {
  const [search] = useSearchParams();
  const choice = readArChoice(search);
  if (!choice) {
    return (
      <Container className="py-16">
        <PageTitle
          eyebrow="AR view"
          title="This AR link is incomplete"
          description="It needs an artwork and one of the shop's canvas sizes (24x36, 36x48 or 48x72) and frames (modern, classic, floating or none); an art style or texture, when it has one, must be one of the shop's too. Choose them in the visualizer and open the AR view from there."
        />
        <div className="mt-8">
          <LinkButton to={paths.aiWallGenerator} state={{ tab: 'wall' }}>
            Open the visualizer
          </LinkButton>
        </div>
      </Container>
    );
  }
  const canvas = arCanvasInches(choice.size);
  const frame = frameStyleOfArFrame(choice.frame);
  const sample = choice.artwork === AR_SAMPLE_ARTWORK;
  const title = sample ? 'the sample artwork' : 'your artwork';
  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <PageTitle
        eyebrow="AR view"
        title="See it on your wall"
        description={
          <>
            {sample ? 'The sample artwork' : 'Your artwork'} as a {canvas.width} × {canvas.height} in canvas{frame === 'None' ? ' without a frame' : `, ${frame.toLowerCase()} frame`}
            {finishWords(choice).map((words) => `, ${words}`)}, at its true size.{sample && ' Make your own in the studio and view it here the same way.'}
          </>
        }
      />
      <ArView key={`${choice.artwork}:${choice.size}:${choice.frame}:${choice.style ?? ''}:${choice.texture ?? ''}`} choice={choice} title={title} />
    </Container>
  );
}
