// Public entry of @wallart/shared: every rule that web and server both need (CONVENTIONS §1).
export * from './packages';
export * from './money';
export * from './options';
export * from './pricing';
export * from './packages-rules';
export * from './checkout';
export * from './cards';
export * from './contact-rules';
export * from './messages';
export * from './orders';
export * from './uploads';
export * from './walls';
export * from './locale';
export * from './age-progression';
export * from './timings';
