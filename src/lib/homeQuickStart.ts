import { POCKET_ID_URL } from './pocketIdUrl';

/**
 * The home page's quick start: the installation guide's Compose file with the settings
 * inline. Highlighted at build time (create-home), so the highlighter stays out of the
 * home page's JavaScript.
 */
export const QUICK_START_COMPOSE = `services:
  pocket-id:
    image: ghcr.io/pocket-id/pocket-id:v2
    restart: unless-stopped
    ports:
      - "127.0.0.1:1411:1411"
    environment:
      APP_URL: ${POCKET_ID_URL}
      ENCRYPTION_KEY: \${ENCRYPTION_KEY}
      TRUST_PROXY: "true"
    volumes:
      - ./data:/app/data`;
