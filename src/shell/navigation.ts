/** The navigation tree lives in src/shared/menu (the server checks declared menu places against it). */
export * from '../shared/menu/navigation';
