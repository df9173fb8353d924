import { engineJourneys } from './journeys.ts';

engineJourneys('wpe');
