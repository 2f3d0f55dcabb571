/**
 * Runs a script's `main` and leaves with the exit code it returns (0 passed, 1 failed); an
 * error it throws is printed and fails the run. `process.exitCode` rather than `process.exit()`,
 * so what is still being written to the terminal gets out first.
 */
export function runScript(main) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
