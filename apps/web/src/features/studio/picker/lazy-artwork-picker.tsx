import { onDemand } from '../../../components/ui/on-demand';

/**
 * The artwork picker, its code loaded the first time it opens: its four sources (the describe
 * form, uploads, your artwork, faces) are not needed until then, and the wall tab's first load is
 * budgeted (config/prerendered-pages.ts).
 */
export const ArtworkPickerDialog = onDemand(async () => (await import('./artwork-picker-dialog')).ArtworkPickerDialog, (props) => props.open);
