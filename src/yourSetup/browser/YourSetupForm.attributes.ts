/** The form's attribute, and the one it gets once its behaviour is wired (applyYourSetup). */
export const YOUR_SETUP_FORM = 'data-your-setup-form';
export const WIRED_ATTRIBUTE = 'data-wired';
/** On the form of a client guide: the example origin of the guide's app (appExampleOrigin), which an entered app address replaces. */
export const APP_EXAMPLE_ATTRIBUTE = 'data-app-example';
