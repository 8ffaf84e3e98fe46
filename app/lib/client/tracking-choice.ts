/** The browser asks not to be tracked (Global Privacy Control, Do Not Track): nothing is counted or credited. */
export const doNotTrack = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || navigator.doNotTrack === "1";
