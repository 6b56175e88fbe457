#!/usr/bin/env bash
# Sets up, builds, and runs every test: GoogleTest unit tests and the lit suite, through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
ctest --test-dir build --output-on-failure
