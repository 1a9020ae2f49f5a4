-- Issue 20: wall composites saved as previews before issue 12 were stored as kind 'upload' and so
-- listed under "Your artwork". Their use tells what they are: an upload that is some design's,
-- cart line's or order line's preview, and nobody's artwork, is a preview.
UPDATE images SET kind = 'preview'
WHERE kind = 'upload'
  AND (
    id IN (SELECT preview_image_id FROM designs WHERE preview_image_id IS NOT NULL)
    OR id IN (SELECT preview_id FROM cart_items WHERE preview_id IS NOT NULL)
    OR id IN (SELECT preview_id FROM order_lines WHERE preview_id IS NOT NULL)
  )
  AND id NOT IN (SELECT image_id FROM designs WHERE image_id IS NOT NULL)
  AND id NOT IN (SELECT image_id FROM cart_items WHERE image_id IS NOT NULL)
  AND id NOT IN (SELECT image_id FROM order_lines WHERE image_id IS NOT NULL);
