// The package ships no types: its one export, as its README documents it.
declare module 'damerau-levenshtein' {
  export default function damerauLevenshtein(a: string, b: string): { steps: number; relative: number; similarity: number };
}
