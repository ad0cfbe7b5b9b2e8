/** The permissions module's public entry. No other module uses it; it uses staff. */
export {};
