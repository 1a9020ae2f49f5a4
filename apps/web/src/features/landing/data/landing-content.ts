import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { featureImages, serviceImages, type ResponsiveImage } from './media';

/**
 * Copy of the landing page (docs/product/landing.md#sections), kept apart from the markup. Texts are
 * message descriptors (`msg`), shown with `i18n._(…)` in the UI's language; names of people and
 * places' proper names stay as they are.
 */

export interface FeatureCard {
  title: MessageDescriptor;
  text: MessageDescriptor;
  image: ResponsiveImage;
}

/** About: four feature cards (docs/product/landing.md#about). */
export const featureCards: readonly FeatureCard[] = [
  {
    title: msg`Expert Artists`,
    text: msg`Muralists and scenic painters with years of studio and on-site work, from fine line art to full facades.`,
    image: featureImages.expertArtists,
  },
  {
    title: msg`Premium Materials`,
    text: msg`Low-VOC paints, archival inks and museum-grade canvas that keep their colour for decades.`,
    image: featureImages.premiumMaterials,
  },
  {
    title: msg`AI-Assisted Design`,
    text: msg`Draft ideas in seconds with our generator, then refine them with a designer who knows walls.`,
    image: featureImages.aiDesign,
  },
  {
    title: msg`Guaranteed Quality`,
    text: msg`Every project is covered by a written warranty of up to five years, with touch-ups included.`,
    image: featureImages.guaranteedQuality,
  },
];

/** The why-choose-us figures beside the about text. */
export const studioFigures: ReadonlyArray<{ value: MessageDescriptor; label: MessageDescriptor }> = [
  { value: msg`1,200+`, label: msg`walls transformed` },
  { value: msg`24 h`, label: msg`reply to every enquiry` },
  { value: msg`5 yr`, label: msg`longest warranty` },
];

export interface Service {
  id: string;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  image: ResponsiveImage;
  /** Read More dialog: what is included, and how long it takes. */
  details: MessageDescriptor;
  includes: readonly MessageDescriptor[];
  timeline: MessageDescriptor;
}

/** Services: four cards, each with a Read More dialog (docs/product/landing.md#services; its content is ours). */
export const services: readonly Service[] = [
  {
    id: 'custom-murals',
    title: msg`Custom Murals`,
    summary: msg`Hand-painted murals designed for your space, from a child’s bedroom to a café feature wall.`,
    image: serviceImages.customMurals,
    details: msg`We start with a site visit and a moodboard, sketch two or three directions over a photo of your wall, and paint the approved design by hand on site.`,
    includes: [msg`Site visit and measurements`, msg`Two rounds of design sketches`, msg`Surface preparation and primer`, msg`Protective clear coat`],
    timeline: msg`Usually 1–3 weeks from approval, depending on size.`,
  },
  {
    id: 'canvas-printing',
    title: msg`Canvas Printing`,
    summary: msg`Gallery-wrapped canvas prints of your generated or uploaded art, in any size up to 48×72 in.`,
    image: serviceImages.canvasPrinting,
    details: msg`Your artwork is colour-proofed, printed with archival pigment inks on cotton canvas and stretched over kiln-dried pine bars, ready to hang.`,
    includes: [msg`Colour proof before printing`, msg`Archival pigment inks`, msg`Choice of Modern, Classic or Floating frames`, msg`Hanging hardware`],
    timeline: msg`Ships in 5–7 business days.`,
  },
  {
    id: 'wall-painting',
    title: msg`Wall Painting`,
    summary: msg`Colour consultation and flawless painting for single feature walls or whole homes.`,
    image: serviceImages.wallPainting,
    details: msg`A colour consultant tests swatches in your light, then our painters prepare, tape and paint with low-odour premium paint, leaving the room clean.`,
    includes: [msg`In-home colour consultation`, msg`Filling, sanding and priming`, msg`Two coats of premium paint`, msg`Furniture protection and clean-up`],
    timeline: msg`Most rooms are finished in 1–2 days.`,
  },
  {
    id: 'installation',
    title: msg`Installation`,
    summary: msg`Careful hanging of prints, frames and gallery walls, level and secure on any wall type.`,
    image: serviceImages.installation,
    details: msg`Our installers plan the layout with you, use the right anchors for plaster, brick or drywall, and hang every piece level to the millimetre.`,
    includes: [msg`Layout planning on paper templates`, msg`Anchors for every wall type`, msg`Laser levelling`, msg`Removal of packaging`],
    timeline: msg`Booked within a week; most installs take under 3 hours.`,
  },
];

export interface Testimonial {
  name: string;
  role: MessageDescriptor;
  quote: MessageDescriptor;
  avatar: string;
  avatarAlt: string;
}

/** Four testimonials about wall art (docs/product/landing.md#testimonials: 4 testimonials; docs/architecture.md#copy-rewritten replaces the travel copy). */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Amelia Hart',
    role: msg`Homeowner, Toronto`,
    quote: msg`The sunset mural in our living room is the first thing guests mention. They showed it on a photo of our wall before a drop of paint was used.`,
    avatar: '/media/avatars/avatar-1.webp',
    avatarAlt: 'Illustrated avatar of a smiling woman with curly hair',
  },
  {
    name: 'Daniel Okafor',
    role: msg`Owner, Café Botanica`,
    quote: msg`Our feature wall doubled the photos customers share. The team painted it over two nights so we never closed the café.`,
    avatar: '/media/avatars/avatar-2.webp',
    avatarAlt: 'Illustrated avatar of a man with glasses and short hair',
  },
  {
    name: 'Mei Lin',
    role: msg`Office Manager, Tidal Lines Studio`,
    quote: msg`We generated a dozen ideas with the AI tool in an afternoon, picked one with the designer and had it installed the next month.`,
    avatar: '/media/avatars/avatar-3.webp',
    avatarAlt: 'Illustrated avatar of a woman with a dark bob haircut',
  },
  {
    name: 'Samuel Reyes',
    role: msg`Community Coordinator, Riverside`,
    quote: msg`They turned a grey flood wall into a mural the whole neighbourhood helped design. Three years on it still looks freshly painted.`,
    avatar: '/media/avatars/avatar-4.webp',
    avatarAlt: 'Illustrated avatar of a bearded man with a warm smile',
  },
];

export const portfolioCategories = ['All', 'Residential', 'Commercial', 'Public Spaces'] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];

/** The categories as the filter and the project cards show them (the values above stay English: they are ids). */
export const portfolioCategoryLabels: Record<PortfolioCategory, MessageDescriptor> = {
  All: msg`All`,
  Residential: msg`Residential`,
  Commercial: msg`Commercial`,
  'Public Spaces': msg`Public Spaces`,
};

export interface PortfolioProject {
  id: string;
  title: MessageDescriptor;
  category: Exclude<PortfolioCategory, 'All'>;
  location: MessageDescriptor;
  image: ResponsiveImage;
}

function portfolioImage(id: string, alt: MessageDescriptor): ResponsiveImage {
  return { src: `/media/portfolio/${id}.webp`, srcSmall: `/media/portfolio/${id}-600.webp`, width: 1200, height: 900, smallWidth: 600, alt };
}

/** Portfolio: four sample projects with category, title and location (docs/product/landing.md#portfolio). */
export const portfolioProjects: readonly PortfolioProject[] = [
  {
    id: 'residential-sunset-lounge',
    title: msg`Sunset Ridge Living Room`,
    category: 'Residential',
    location: msg`Toronto, Canada`,
    image: portfolioImage('residential-sunset-lounge', msg`Sunset Ridge Living Room — residential mural in Toronto, Canada`),
  },
  {
    id: 'commercial-cafe-botanica',
    title: msg`Café Botanica Feature Wall`,
    category: 'Commercial',
    location: msg`Melbourne, Australia`,
    image: portfolioImage('commercial-cafe-botanica', msg`Café Botanica Feature Wall — commercial mural in Melbourne, Australia`),
  },
  {
    id: 'public-riverside-wall',
    title: msg`Riverside Community Mural`,
    category: 'Public Spaces',
    location: msg`Colombo, Sri Lanka`,
    image: portfolioImage('public-riverside-wall', msg`Riverside Community Mural — public spaces mural in Colombo, Sri Lanka`),
  },
  {
    id: 'commercial-studio-office',
    title: msg`Tidal Lines Studio Office`,
    category: 'Commercial',
    location: msg`London, UK`,
    image: portfolioImage('commercial-studio-office', msg`Tidal Lines Studio Office — commercial mural in London, UK`),
  },
];

export function projectsIn(category: PortfolioCategory): readonly PortfolioProject[] {
  return category === 'All' ? portfolioProjects : portfolioProjects.filter((p) => p.category === category);
}
