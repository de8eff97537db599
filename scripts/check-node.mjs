#!/usr/bin/env node
// The project needs Node.js >= 22.12 (it targets Node 24 LTS).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`Node.js ${process.versions.node} is too old: this project needs >= 22.12 (Node 24 LTS recommended).`);
  console.error('On this kind of machine run:  source scripts/ensure-node.sh  (installs Node 24 into .tools/)');
  process.exit(1);
}
