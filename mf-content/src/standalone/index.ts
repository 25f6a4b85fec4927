// Async boundary, as in the host: shared modules are negotiated first.
import('./bootstrap');
