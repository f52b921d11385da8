// Resolved from the package under test (each has it as a dev dependency).
require(require.resolve('@testing-library/jest-dom', { paths: [process.cwd()] }));
afterEach(() => {
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; max-age=0; path=/`;
  });
});
