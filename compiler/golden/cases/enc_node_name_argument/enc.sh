#!/bin/sh
# The node name is the classifier's last argument.
case "$1" in
  db*)  printf 'classes:\n  role::db:\nparameters:\n  asked_for: "%s"\n' "$1" ;;
  *)    printf 'classes:\n  role::web:\n' ;;
esac
