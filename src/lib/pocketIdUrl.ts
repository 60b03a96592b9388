/** The example address of a Pocket ID instance used throughout the guides. */
export const POCKET_ID_URL = 'https://pocket-id.example.com';
