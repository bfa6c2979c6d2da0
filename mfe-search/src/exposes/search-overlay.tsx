import { exposeView } from '@cle/ui/remote-root';
import { SearchOverlay } from '../features/overlay/search-overlay';

export default exposeView('mfe-search', SearchOverlay);
