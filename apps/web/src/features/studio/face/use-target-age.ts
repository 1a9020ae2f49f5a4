import { useState } from 'react';
import { clampTargetAge } from '@wallart/shared';

/**
 * The target age and the number box's text: typing keeps what was typed and moves the age when the
 * text is a number; leaving the box or moving the slider clamps both.
 */
export function useTargetAge(initial = 30) {
  const [targetAge, setTargetAge] = useState<number>(initial);
  const [ageText, setAgeText] = useState(String(initial));

  const setAge = (value: unknown) => {
    const age = clampTargetAge(value);
    setTargetAge(age);
    setAgeText(String(age));
  };
  const typeAge = (text: string) => {
    setAgeText(text);
    if (text.trim() !== '') setTargetAge(clampTargetAge(text));
  };
  const commitAgeText = () => setAge(ageText);

  return { targetAge, ageText, setAge, typeAge, commitAgeText };
}
