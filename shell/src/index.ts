// The frame's own CSS is in the page head (render-blocking and small), so a first view written by
// the server is laid out exactly as the app will be.
import './styles.css';
// Module Federation needs an async boundary before shared modules are used.
import('./bootstrap');
