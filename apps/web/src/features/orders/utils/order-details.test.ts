import { describe, expect, it } from 'vitest';
import { installationText, invoiceErrorText, orderDialogTitle, orderHelpMessage, orderLineDesign, orderLineSize } from './order-details';

const options = { artStyle: '', texture: '', canvasSize: '', frameStyle: '' };

describe('order details rules', () => {
  it('titles the dialog by the order number, and Need Help as such', () => {
    expect(orderDialogTitle('details', 'WA-1042')).toBe('Order WA-1042');
    expect(orderDialogTitle('back', 'WA-1042')).toBe('Order WA-1042');
    expect(orderDialogTitle('help', 'WA-1042')).toBe('Need help with order WA-1042');
  });

  it('names a line’s size: custom in feet, else the size, else not chosen', () => {
    expect(orderLineSize({ options: { ...options, canvasSize: 'Custom' }, dimensions: { width: 6, height: 4 } } as never)).toBe('Custom (6 × 4 ft)');
    expect(orderLineSize({ options: { ...options, canvasSize: 'Custom' }, dimensions: undefined } as never)).toBe('Custom');
    expect(orderLineSize({ options: { ...options, canvasSize: '24x36' } } as never)).toBe('24x36');
    expect(orderLineSize({ options } as never)).toBe('Not chosen');
  });

  it('names a line’s design by style and texture', () => {
    expect(orderLineDesign({ ...options, artStyle: 'Abstract', texture: 'Matte' } as never)).toBe('Abstract, Matte');
    expect(orderLineDesign({ ...options, texture: 'Matte' } as never)).toBe('Matte');
    expect(orderLineDesign(options as never)).toBe('Not chosen');
  });

  it('marks an installation quoted separately', () => {
    expect(installationText({ installation: 'On-site', quotedSeparately: true })).toBe('On-site (quoted separately)');
    expect(installationText({ installation: 'Self', quotedSeparately: false })).toBe('Self');
  });

  it('says what a failed invoice download means', () => {
    expect(invoiceErrorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('No answer from the server. Check your connection and try again.');
    expect(invoiceErrorText({ status: 404, data: { message: 'Order not found' } })).toBe('Order not found');
    expect(invoiceErrorText({ status: 500, data: { message: 'boom' } })).toBe('The server could not make it (error 500). Please try again in a moment.');
  });

  it('starts Need Help’s message with the order', () => {
    expect(orderHelpMessage({ orderNumber: 'WA-1042', _id: 'abc' })).toBe('About my order WA-1042\nOrder id: abc\n\n');
  });
});
