#!/bin/sh
# A failing classifier: Puppet quotes its standard output (stripped), not its standard error.
echo "  unknown node $1  "
echo "details on stderr" >&2
exit 1
