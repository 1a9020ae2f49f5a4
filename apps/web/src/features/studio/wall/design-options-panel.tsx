import { ART_STYLES, CANVAS_SIZES, CUSTOM_SIZE_MAX_INCHES, CUSTOM_SIZE_MIN_INCHES, FRAME_STYLES, formatMoney, TEXTURES, wallArtPriceCents, type DesignOptions, type Dimensions } from '@wallart/shared';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { CUSTOM_SIZE_MESSAGE, formatInches, framedInches, parseCustomInches, type CustomSize } from './art-size';

export interface DesignOptionsPanelProps {
  options: DesignOptions;
  custom: CustomSize;
  canvas: Dimensions | null;
  onOptionChange: (key: keyof DesignOptions, value: string) => void;
  onCustomChange: (key: keyof CustomSize, value: string) => void;
}

/** docs/product/visualizer.md#design-options design options, each starting at a placeholder, and the live price (docs/product/visualizer.md#design-options, two decimals). */
export function DesignOptionsPanel({ options, custom, canvas, onOptionChange, onCustomChange }: DesignOptionsPanelProps) {
  const price = formatMoney(wallArtPriceCents(options));
  const customError = (text: string) => (text.trim() !== '' && parseCustomInches(text) === null ? CUSTOM_SIZE_MESSAGE : undefined);
  return (
    <div className="space-y-4">
      <SelectField label="Art style" placeholder="Select art style" options={ART_STYLES} value={options.artStyle} onChange={(e) => onOptionChange('artStyle', e.target.value)} />
      <SelectField label="Texture" placeholder="Select texture" options={TEXTURES} value={options.texture} onChange={(e) => onOptionChange('texture', e.target.value)} />
      <SelectField label="Canvas size" placeholder="Select canvas size" options={CANVAS_SIZES} value={options.canvasSize} onChange={(e) => onOptionChange('canvasSize', e.target.value)} />
      {options.canvasSize === 'Custom' && (
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="sr-only">Custom size in inches</legend>
          <TextField
            label="Width (in)"
            inputMode="decimal"
            placeholder={`${CUSTOM_SIZE_MIN_INCHES}–${CUSTOM_SIZE_MAX_INCHES}`}
            value={custom.width}
            error={customError(custom.width)}
            onChange={(e) => onCustomChange('width', e.target.value)}
          />
          <TextField
            label="Height (in)"
            inputMode="decimal"
            placeholder={`${CUSTOM_SIZE_MIN_INCHES}–${CUSTOM_SIZE_MAX_INCHES}`}
            value={custom.height}
            error={customError(custom.height)}
            onChange={(e) => onCustomChange('height', e.target.value)}
          />
        </fieldset>
      )}
      <SelectField label="Frame style" placeholder="Select frame style" options={FRAME_STYLES} value={options.frameStyle} onChange={(e) => onOptionChange('frameStyle', e.target.value)} />
      <div className="flex items-end justify-between gap-4 border-t border-paper-300 pt-4">
        <div className="text-sm text-ink-600">
          {canvas ? (
            <>
              <p>
                Canvas <span className="font-semibold text-ink-800">{formatInches(canvas)}</span>
              </p>
              {options.frameStyle !== '' && options.frameStyle !== 'None' && <p>Framed {formatInches(framedInches(canvas, options.frameStyle))}</p>}
              {options.canvasSize === '' && <p>Shown at Medium until you choose a size</p>}
            </>
          ) : (
            <p>Enter your custom size</p>
          )}
        </div>
        <p className="text-right">
          <span className="block text-xs font-semibold tracking-[0.14em] text-ink-600 uppercase">Price</span>
          <output className="font-display text-3xl text-ink-900" data-testid="wall-art-price" aria-live="polite">
            {price}
          </output>
        </p>
      </div>
    </div>
  );
}
