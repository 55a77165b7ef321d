#!/bin/sh
# A classifier that fails for the node it is asked about.
echo "classifier database unavailable for $1" >&2
exit 3
