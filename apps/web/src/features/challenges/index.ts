// The bot checks (captcha, slider): part of the shared kernel any feature may import
// (docs/decisions/0006-shared-web-kernel.md).
export { CaptchaImage, type CaptchaImageProps } from './components/captcha-image';
export { SliderPuzzle, type SliderPuzzleProps } from './components/slider-puzzle';
export { useCaptcha, type CaptchaState } from './hooks/use-captcha';
