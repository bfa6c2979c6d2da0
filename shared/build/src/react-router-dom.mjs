// What the site shares as `react-router-dom`: the browser routing surface every app uses, re-exported
// from react-router so webpack can drop the rest (data routers, server and RSC APIs, cookies,
// sessions). A shared module cannot be tree-shaken, so the whole react-router-dom would cost every
// page ~61 KB gzip; this surface costs a fraction. Need another export? Add it here: one place, all
// apps (scripts/router-surface.test.mjs fails when code imports a name this file lacks).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  Navigate,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
