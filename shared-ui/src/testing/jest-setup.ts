// Jest setup for packages whose tests render whole antd screens (`setupFilesAfterEnv`, by name:
// require.resolve('shared-ui/testing/jest-setup')).
import { configure } from '@testing-library/react';
import { loadAllLanguages } from './locales';

// antd renders large DOM trees: tests and async queries get more time than the defaults.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

// jsdom implements getComputedStyle without pseudo-elements and logs an error when antd's drawer
// asks for one (to measure the scrollbar); answer with the element's own style instead.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// The page fetches one language at a time; tests render (and switch) synchronously: every
// language of every namespace the test file registered is fetched first.
beforeAll(loadAllLanguages);
