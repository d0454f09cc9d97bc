#!/usr/bin/env bash
# The readings of this folder's cases.cu (oracle/run-cases.sh: -O3 and -G builds, each run
# twice, racecheck and synccheck). Usage: OUT=dir bash oracle/probes6/run.sh
exec bash "$(dirname "$0")/../run-cases.sh" "$(dirname "$0")"
