#!/bin/sh
# A classifier whose output has a tab in its indentation.
printf "classes:\n  - base\n  x: 1\n"
