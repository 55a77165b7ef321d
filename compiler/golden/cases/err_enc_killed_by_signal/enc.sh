#!/bin/sh
# A classifier killed by a signal after printing part of its answer: Puppet shows no exit status.
echo "classes: [a]"
kill -9 $$
