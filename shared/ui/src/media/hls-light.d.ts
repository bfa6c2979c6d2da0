// hls.js ships no types for its light build (package export "./light"): the same class as the full one.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
