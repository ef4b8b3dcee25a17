// Module Federation needs an async boundary before shared modules (react …) are used.
import('./bootstrap.tsx');
