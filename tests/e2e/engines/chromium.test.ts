import { engineJourneys } from './journeys.ts';

engineJourneys('chromium');
