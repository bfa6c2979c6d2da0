// Async boundary: shared modules negotiate before any app code runs.
import('./bootstrap');
