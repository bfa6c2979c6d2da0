// Standalone mode: the remote on its own, for its team's development (npm run dev -w mfe-search).
import { mount } from './exposes/embed';

mount(document.getElementById('root')!, {
  initialPath: `/search${window.location.search || '?query=ethics'}`,
});
