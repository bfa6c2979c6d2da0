import { registerEmbed } from '@cle/ui/embed-loader';

registerEmbed('mfe-search', () => import('./exposes/embed'));
