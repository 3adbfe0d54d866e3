// Building blocks for the login, registration and SMS forms; `app/` composes them there.
export { CaptchaImage, type CaptchaImageProps } from './components/captcha-image';
export { SliderPuzzle, type SliderPuzzleProps } from './components/slider-puzzle';
export { useCaptcha, type CaptchaState } from './hooks/use-captcha';
