// The door of one lazy boundary: app/ reaches this module only through import(), so it stays a chunk of its own.
export { default } from './components/contract-prompts';
