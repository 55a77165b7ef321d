#!/bin/bash
# record.sh: what `puppet parser validate` (Puppet 7.23) prints without a
# file operand, for TestValidateWithoutFile: the code on standard input
# (stdin_*.pp piped in, output stdin_*.out) and, with a terminal (script(1)),
# the main manifest of environment NAME of envs/ (default_NAME.out; the
# environment directory is written as ENVDIR). Run from this directory.
set -e
cd "$(dirname "$0")"
for f in stdin_*.pp; do
  env=production; case $f in *_other*) env=other ;; esac
  puppet parser validate --color=false --environment "$env" --environmentpath "$PWD/envs" < "$f" > "${f%.pp}.out" 2>&1 || true
done
for env in production other; do
  script -qec "puppet parser validate --color=false --environmentpath '$PWD/envs' --environment $env" /dev/null \
    | tr -d '\r' | sed "s#$PWD/envs#ENVDIR#g" > "default_$env.out" || true
done
