import { featureImages, serviceImages, type ResponsiveImage } from './media';

/** Copy of the landing page (docs/product/landing.md#sections), kept apart from the markup. */

export interface FeatureCard {
  title: string;
  text: string;
  image: ResponsiveImage;
}

/** About: four feature cards (docs/product/landing.md#about). */
export const featureCards: readonly FeatureCard[] = [
  {
    title: 'Expert Artists',
    text: 'Muralists and scenic painters with years of studio and on-site work, from fine line art to full facades.',
    image: featureImages.expertArtists,
  },
  {
    title: 'Premium Materials',
    text: 'Low-VOC paints, archival inks and museum-grade canvas that keep their colour for decades.',
    image: featureImages.premiumMaterials,
  },
  {
    title: 'AI-Assisted Design',
    text: 'Draft ideas in seconds with our generator, then refine them with a designer who knows walls.',
    image: featureImages.aiDesign,
  },
  {
    title: 'Guaranteed Quality',
    text: 'Every project is covered by a written warranty of up to five years, with touch-ups included.',
    image: featureImages.guaranteedQuality,
  },
];

/** The why-choose-us figures beside the about text. */
export const studioFigures = [
  { value: '1,200+', label: 'walls transformed' },
  { value: '24 h', label: 'reply to every enquiry' },
  { value: '5 yr', label: 'longest warranty' },
] as const;

export interface Service {
  id: string;
  title: string;
  summary: string;
  image: ResponsiveImage;
  /** Read More dialog: what is included, and how long it takes. */
  details: string;
  includes: readonly string[];
  timeline: string;
}

/** Services: four cards, each with a Read More dialog (docs/product/landing.md#services; its content is ours). */
export const services: readonly Service[] = [
  {
    id: 'custom-murals',
    title: 'Custom Murals',
    summary: 'Hand-painted murals designed for your space, from a child’s bedroom to a café feature wall.',
    image: serviceImages.customMurals,
    details:
      'We start with a site visit and a moodboard, sketch two or three directions over a photo of your wall, and paint the approved design by hand on site.',
    includes: ['Site visit and measurements', 'Two rounds of design sketches', 'Surface preparation and primer', 'Protective clear coat'],
    timeline: 'Usually 1–3 weeks from approval, depending on size.',
  },
  {
    id: 'canvas-printing',
    title: 'Canvas Printing',
    summary: 'Gallery-wrapped canvas prints of your generated or uploaded art, in any size up to 48×72 in.',
    image: serviceImages.canvasPrinting,
    details:
      'Your artwork is colour-proofed, printed with archival pigment inks on cotton canvas and stretched over kiln-dried pine bars, ready to hang.',
    includes: ['Colour proof before printing', 'Archival pigment inks', 'Choice of Modern, Classic or Floating frames', 'Hanging hardware'],
    timeline: 'Ships in 5–7 business days.',
  },
  {
    id: 'wall-painting',
    title: 'Wall Painting',
    summary: 'Colour consultation and flawless painting for single feature walls or whole homes.',
    image: serviceImages.wallPainting,
    details:
      'A colour consultant tests swatches in your light, then our painters prepare, tape and paint with low-odour premium paint, leaving the room clean.',
    includes: ['In-home colour consultation', 'Filling, sanding and priming', 'Two coats of premium paint', 'Furniture protection and clean-up'],
    timeline: 'Most rooms are finished in 1–2 days.',
  },
  {
    id: 'installation',
    title: 'Installation',
    summary: 'Careful hanging of prints, frames and gallery walls, level and secure on any wall type.',
    image: serviceImages.installation,
    details:
      'Our installers plan the layout with you, use the right anchors for plaster, brick or drywall, and hang every piece level to the millimetre.',
    includes: ['Layout planning on paper templates', 'Anchors for every wall type', 'Laser levelling', 'Removal of packaging'],
    timeline: 'Booked within a week; most installs take under 3 hours.',
  },
];

export interface Testimonial {
  name: string;
  role: string;
  quote: string;
  avatar: string;
  avatarAlt: string;
}

/** Four testimonials about wall art (docs/product/landing.md#testimonials: 4 testimonials; docs/architecture.md#copy-rewritten replaces the travel copy). */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Amelia Hart',
    role: 'Homeowner, Toronto',
    quote:
      'The sunset mural in our living room is the first thing guests mention. They showed it on a photo of our wall before a drop of paint was used.',
    avatar: '/media/avatars/avatar-1.webp',
    avatarAlt: 'Illustrated avatar of a smiling woman with curly hair',
  },
  {
    name: 'Daniel Okafor',
    role: 'Owner, Café Botanica',
    quote:
      'Our feature wall doubled the photos customers share. The team painted it over two nights so we never closed the café.',
    avatar: '/media/avatars/avatar-2.webp',
    avatarAlt: 'Illustrated avatar of a man with glasses and short hair',
  },
  {
    name: 'Mei Lin',
    role: 'Office Manager, Tidal Lines Studio',
    quote:
      'We generated a dozen ideas with the AI tool in an afternoon, picked one with the designer and had it installed the next month.',
    avatar: '/media/avatars/avatar-3.webp',
    avatarAlt: 'Illustrated avatar of a woman with a dark bob haircut',
  },
  {
    name: 'Samuel Reyes',
    role: 'Community Coordinator, Riverside',
    quote:
      'They turned a grey flood wall into a mural the whole neighbourhood helped design. Three years on it still looks freshly painted.',
    avatar: '/media/avatars/avatar-4.webp',
    avatarAlt: 'Illustrated avatar of a bearded man with a warm smile',
  },
];

export const portfolioCategories = ['All', 'Residential', 'Commercial', 'Public Spaces'] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];

export interface PortfolioProject {
  id: string;
  title: string;
  category: Exclude<PortfolioCategory, 'All'>;
  location: string;
  image: ResponsiveImage;
}

function portfolioImage(id: string, alt: string): ResponsiveImage {
  return { src: `/media/portfolio/${id}.webp`, srcSmall: `/media/portfolio/${id}-600.webp`, width: 1200, height: 900, smallWidth: 600, alt };
}

/** Portfolio: four sample projects with category, title and location (docs/product/landing.md#portfolio). */
export const portfolioProjects: readonly PortfolioProject[] = [
  {
    id: 'residential-sunset-lounge',
    title: 'Sunset Ridge Living Room',
    category: 'Residential',
    location: 'Toronto, Canada',
    image: portfolioImage('residential-sunset-lounge', 'Sunset Ridge Living Room — residential mural in Toronto, Canada'),
  },
  {
    id: 'commercial-cafe-botanica',
    title: 'Café Botanica Feature Wall',
    category: 'Commercial',
    location: 'Melbourne, Australia',
    image: portfolioImage('commercial-cafe-botanica', 'Café Botanica Feature Wall — commercial mural in Melbourne, Australia'),
  },
  {
    id: 'public-riverside-wall',
    title: 'Riverside Community Mural',
    category: 'Public Spaces',
    location: 'Colombo, Sri Lanka',
    image: portfolioImage('public-riverside-wall', 'Riverside Community Mural — public spaces mural in Colombo, Sri Lanka'),
  },
  {
    id: 'commercial-studio-office',
    title: 'Tidal Lines Studio Office',
    category: 'Commercial',
    location: 'London, UK',
    image: portfolioImage('commercial-studio-office', 'Tidal Lines Studio Office — commercial mural in London, UK'),
  },
];

export function projectsIn(category: PortfolioCategory): readonly PortfolioProject[] {
  return category === 'All' ? portfolioProjects : portfolioProjects.filter((p) => p.category === category);
}
