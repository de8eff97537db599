import { alertDialog } from '../../../components/modal/message-openers.ts';
import { errorText } from '../../../lib/error-text.ts';
import { startFreePlay } from '../api/post-free-play.ts';
import { completeLogin } from './complete-login.ts';

/** Starts a trial session from anywhere (the header button); errors show as a warning dialog. */
export async function runFreePlay(): Promise<boolean> {
  try {
    completeLogin(await startFreePlay());
    return true;
  } catch (error) {
    void alertDialog({ tone: 'warning', message: errorText(error) });
    return false;
  }
}
